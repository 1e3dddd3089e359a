import { type Order } from "@xpart/shared/schemas";
import { ORDER_TEXTS } from "@xpart/shared/texts";

import type { StatusTone } from "#src/components/tone-badge";

/** What the customer's order screens show for one order (DESIGN §5 labels; checklist OTAB-07..12, MYORD-02..10). */
export interface OrderView {
  /** The Status column's text. */
  status: string;
  tone: StatusTone;
  /** 'Pay Now' link (table) and 'Payment' button (cards): unpaid orders with a price. */
  canPay: boolean;
  /** 'Cancel order': unpaid orders only. */
  canCancel: boolean;
  /** The 'Paid' mark (table) and disabled 'Paid' button (cards): paid and shipped orders. */
  isPaid: boolean;
  /** The Payment column's words beside 'Pay Now', or instead of it. */
  paymentNote: string | null;
}

/**
 * unpaid → 'Pending Approval', 'Pay Now', 'Not Paid yet'; paid → 'Paid', 'Awaiting shipment';
 * shipped → 'Paid', 'Shipped'; cancelled (by the customer, an admin or expiry) → 'Cancelled', nothing to do.
 * `paid` and `status` come from the server together; the status decides, and `paid` only confirms it.
 */
export function orderView(order: Pick<Order, "status" | "paid" | "price">): OrderView {
  switch (order.status) {
    case "unpaid": {
      const priced = order.price > 0 && !order.paid;
      return {
        status: ORDER_TEXTS.pendingApproval,
        tone: "warning",
        canPay: priced,
        canCancel: !order.paid,
        isPaid: false,
        paymentNote: ORDER_TEXTS.notPaidYet,
      };
    }
    case "paid":
      return {
        status: ORDER_TEXTS.awaitingShipment,
        tone: "info",
        canPay: false,
        canCancel: false,
        isPaid: true,
        paymentNote: null,
      };
    case "shipped":
      return {
        status: ORDER_TEXTS.shipped,
        tone: "success",
        canPay: false,
        canCancel: false,
        isPaid: true,
        paymentNote: null,
      };
    case "cancelled":
      return {
        status: ORDER_TEXTS.cancelled,
        tone: "neutral",
        canPay: false,
        canCancel: false,
        isPaid: false,
        paymentNote: null,
      };
  }
}
