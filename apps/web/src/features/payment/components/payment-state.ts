import type { Order } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, ORDER_TEXTS } from "@xpart/shared/texts";

/** The Payment row's words for each state, in the order's and the checkout's summary alike. */
export const PAYMENT_STATE: Record<Order["status"], string> = {
  "awaiting-approval": APPROVAL_TEXTS.awaitingApproval,
  unpaid: ORDER_TEXTS.notPaidYet,
  paid: ORDER_TEXTS.paid,
  shipped: `${ORDER_TEXTS.paid}, ${ORDER_TEXTS.shipped.toLowerCase()}`,
  cancelled: ORDER_TEXTS.cancelled,
};
