/**
 * The refunds' texts, limits and order rules (issue 27 item 4, decision 0036), zod-free: My Orders and the order
 * cards show them on a page the server draws, whose first load carries no zod (issue 24). The schemas are in
 * refunds.ts; the arithmetic, in cents, is order-states.ts's.
 */

import { centsToDollars } from "./money.js";
import { refundAmountsOf, refundedInFull, refundLeftCents } from "./order-states.js";

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

/** Whether an order was given back in full: the 'Refunded' label (no order state of its own, decision 0036). */
export const isFullyRefunded = (order: { refunded: number; price: number }) =>
  refundedInFull(refundAmountsOf(order));

/** What is left to refund of an order, in dollars (the dialog's prefilled amount). */
export const refundableOf = (order: { refunded: number; price: number }) =>
  centsToDollars(refundLeftCents(refundAmountsOf(order)));
