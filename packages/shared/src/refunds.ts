import { z } from "zod";

import { dollarsToCents } from "./money.js";
import { plainText } from "./text.js";

/**
 * Refunds (issue 27 item 4, decision 0036): an admin gives back all or part of a paid or shipped order
 * through the payment provider, may put its goods back in stock, and the invoice gets a credit note.
 */

export const REFUND_LIMITS = { reasonChars: 500 } as const;

export const REFUND_TEXTS = {
  refund: "Refund",
  dialogTitle: "Refund this order",
  amount: "Amount to refund (USD)",
  amountHint: "At most what is left to refund of this order.",
  restock: "Put the goods back in stock",
  restockHint: "The order's whole quantity goes back in stock; do this only once the goods came back.",
  reason: "Reason",
  optional: "optional",
  confirm: "Refund now",
  cancel: "Cancel",
  refunding: "Refunding…",
  refunded: "Refunded",
  creditNote: "Credit note",
  amountPositive: "The amount must be more than $0",
  amountWholeCents: "The amount must be a whole number of cents",
  reasonTooLong: `Reason must be at most ${REFUND_LIMITS.reasonChars} characters`,
  notRefundable: "Only paid or shipped orders can be refunded",
  nothingLeft: "This order is already refunded in full",
  moreThanLeft: (left: string) => `At most ${left} is left to refund of this order`,
  alreadyRestocked: "This order's goods were already put back in stock",
  inProgress: "Another refund of this order is in progress",
  providerRefused: "The payment provider refused the refund; nothing was refunded",
  creditNoteNotFound: "No such credit note",
  noCreditNote: "This order was not refunded, so it has no credit note",
} as const;

/** The amount in dollars, when given: more than nothing and a whole number of cents. */
const amountSchema = z
  .number({ error: REFUND_TEXTS.amountPositive })
  .positive(REFUND_TEXTS.amountPositive)
  .max(1e9, REFUND_TEXTS.amountPositive)
  .refine((dollars) => dollarsToCents(dollars) !== null, REFUND_TEXTS.amountWholeCents)
  // 0.000000001 is positive and within the cents check's tolerance, but rounds to no cent at all.
  .refine((dollars) => (dollarsToCents(dollars) ?? 1) > 0, REFUND_TEXTS.amountPositive);

/**
 * POST /api/admin/orders/:id/refund's body. No amount: what is left of the order. `restock` returns the order's
 * whole quantity (whatever the amount: a partial amount with the goods back is a restocking fee), once per order.
 */
export const refundBodySchema = z.strictObject({
  amount: amountSchema.optional(),
  restock: z.boolean(),
  reason: plainText()
    .trim()
    .max(REFUND_LIMITS.reasonChars, REFUND_TEXTS.reasonTooLong)
    .optional()
    .transform((reason) => reason || null),
});
export type RefundBody = z.input<typeof refundBodySchema>;

/** A credit note's number as printed: 'CN-2026-000007', gapless within its year like invoice numbers. */
export function formatCreditNoteNumber(year: number, number: number): string {
  return `CN-${year}-${String(number).padStart(6, "0")}`;
}

/** One refund of an order as its answers show it: the amount in dollars and its credit note's number. */
export const orderRefundSchema = z.object({
  amount: z.number(),
  creditNote: z.string(),
  restocked: z.boolean(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** Whether an order was given back in full: the 'Refunded' label (no order state of its own, decision 0036). */
export const isFullyRefunded = (order: { refunded: number; price: number }) =>
  order.price > 0 && order.refunded >= order.price;

/** What is left to refund of an order, in dollars (the dialog's prefilled amount). */
export const refundableOf = (order: { refunded: number; price: number }) =>
  Math.max(0, Math.round((order.price - order.refunded) * 100) / 100);
