import {
  ORDER_ACTORS,
  orderStatuses,
  type AdminOrder,
  type OrderEvent,
  type OrderStatus,
} from "@xpart/shared/schemas";
import {
  ADMIN_STATUS_LABELS,
  ADMIN_TEXTS,
  canDo,
  canRefund,
  canShip,
  hasPackingSlip,
  refundedOrderOf,
} from "@xpart/shared/texts";

import type { StatusTone } from "#src/components/tone-badge";

export const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  "awaiting-approval": "warning",
  unpaid: "warning",
  paid: "info",
  shipped: "success",
  cancelled: "neutral",
};

/** The status tabs, in the order a shop works through them (Shopify's order index). */
export const STATUS_TABS: readonly { status: OrderStatus | ""; label: string }[] = [
  { status: "", label: "All" },
  // Every state of the machine, in its order: a company checkout waiting for its approver has its tab too.
  ...orderStatuses.map((status) => ({ status, label: ADMIN_STATUS_LABELS[status] })),
];

export interface AdminOrderView {
  status: string;
  tone: StatusTone;
  /** 'Approve Booking' before shipping, 'Shipped' after (AORD-04). */
  shipLabel: string;
  /** Only a paid order not refunded in full can be approved: approving ships it (AORD-06, DESIGN §5). */
  canShip: boolean;
  /** 'Refund': paid or shipped with something left to give back (issue 27 item 4). */
  canRefund: boolean;
  /** The warehouse packs paid orders and may print a shipped one's slip again (issue 27). */
  hasPackingSlip: boolean;
  /** Only unpaid (cancelled, then deleted) or cancelled orders can be deleted (AORD-06/11). */
  canDelete: boolean;
  /** Why the buttons are as they are, read with them. */
  note: string;
}

const NOTES: Record<OrderStatus, string> = {
  "awaiting-approval": "Waiting for the buyer's company to approve it: it is paid, or cancelled, after that.",
  unpaid: "Waiting for payment: it can be shipped once paid, or deleted.",
  paid: "Paid: ready to ship.",
  shipped: "Shipped: nothing left to do.",
  cancelled: "Cancelled: it can be deleted.",
};

/** What an admin order card shows and allows (spec §2 Orders; DESIGN §5 changes AORD-06). */
export function adminOrderView(order: Pick<AdminOrder, "status" | "price" | "refunded">): AdminOrderView {
  // The server's guards, read from the shared state machine: the buttons show what the server allows.
  const refunded = refundedOrderOf(order);
  return {
    status: ADMIN_STATUS_LABELS[order.status],
    tone: STATUS_TONES[order.status],
    shipLabel: order.status === "shipped" ? ADMIN_TEXTS.shipped : ADMIN_TEXTS.approveBooking,
    // Goods paid back in full are not sent (the server refuses too, decision 0036).
    canShip: canShip(refunded),
    canRefund: canRefund(refunded),
    hasPackingSlip: hasPackingSlip(refunded),
    canDelete: canDo("cancel", order.status, "admin") || canDo("delete", order.status, "admin"),
    note: NOTES[order.status],
  };
}

const EVENT_LABELS: Record<OrderEvent, string> = {
  placed: "Placed",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** One timeline step in words: "Placed by the customer", "Shipped by admin@x-part.test". */
export function timelineText(event: OrderEvent, by: string): string {
  if (by === ORDER_ACTORS.system) return `${EVENT_LABELS[event]} automatically (unpaid too long)`;
  const actor =
    by === ORDER_ACTORS.customer
      ? "the customer"
      : by === ORDER_ACTORS.paymentProvider
        ? "the payment provider"
        : by;
  return `${EVENT_LABELS[event]} by ${actor}`;
}

/** 'Total Orders: N', or 'No Orders Yet' when there are none at all (AORD-01/02). */
export function ordersHeading(total: number): string {
  return total > 0 ? `${ADMIN_TEXTS.totalOrdersPrefix}${total}` : ADMIN_TEXTS.noOrdersYet;
}
