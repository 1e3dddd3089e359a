import type { Order } from "@xpart/shared/schemas";
import {
  APPROVAL_TEXTS,
  canDo,
  isPaidStatus,
  ORDER_TEXTS,
  type OrderStatus,
  isFullyRefunded,
  REFUND_TEXTS,
} from "@xpart/shared/texts";

import type { StatusTone } from "#src/components/tone-badge";

/** What the customer's order screens show for one order (DESIGN §5 labels; checklist OTAB-07..12, MYORD-02..10). */
interface OrderView {
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

/** How each state reads (DESIGN §5 labels). */
const LOOKS: Record<OrderStatus, Pick<OrderView, "status" | "tone" | "paymentNote">> = {
  "awaiting-approval": {
    status: APPROVAL_TEXTS.awaitingApproval,
    tone: "warning",
    paymentNote: APPROVAL_TEXTS.awaitingApproval,
  },
  unpaid: { status: ORDER_TEXTS.pendingApproval, tone: "warning", paymentNote: ORDER_TEXTS.notPaidYet },
  paid: { status: ORDER_TEXTS.awaitingShipment, tone: "info", paymentNote: null },
  shipped: { status: ORDER_TEXTS.shipped, tone: "success", paymentNote: null },
  cancelled: { status: ORDER_TEXTS.cancelled, tone: "neutral", paymentNote: null },
};

/** A paid or shipped order given back in full reads 'Refunded' (no state of its own, decision 0036). */
const REFUNDED_LOOK = { status: REFUND_TEXTS.refunded, tone: "neutral" } as const;

/**
 * What the customer sees and may do: the state machine decides (cancelled by the customer, an admin or
 * expiry leaves nothing to do). `paid` and `status` come from the server together; the status decides, and
 * `paid` only confirms it.
 */
export function orderView(order: Pick<Order, "status" | "paid" | "price" | "refunded">): OrderView {
  return {
    ...LOOKS[order.status],
    ...(isFullyRefunded(order) && REFUNDED_LOOK),
    canPay: canDo("pay", order.status, "customer") && order.price > 0 && !order.paid,
    canCancel: canDo("cancel", order.status, "customer") && !order.paid,
    isPaid: isPaidStatus(order.status),
  };
}
