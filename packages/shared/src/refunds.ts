import { z } from "zod";

import { dollarsToCents } from "./money.js";
import { REFUND_LIMITS, REFUND_TEXTS } from "./refund-texts.js";
import { plainText } from "./text.js";

/**
 * Refunds (issue 27 item 4, decision 0036): an admin gives back all or part of a paid or shipped order
 * through the payment provider, may put its goods back in stock, and the invoice gets a credit note.
 */

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
