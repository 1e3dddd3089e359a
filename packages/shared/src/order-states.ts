/**
 * The order state machine (issue 23, DESIGN §5): the states, the actions, who may take each and from where,
 * and the guards that also read what was refunded of an order (issue 38). The server builds the WHERE of each
 * compare-and-set from it, the web shows and disables buttons by it, and nothing else decides whether an order
 * may be paid, cancelled, expired, shipped, deleted or refunded, or has a packing slip.
 * Zod-free, so the web's first load may read it.
 */

/**
 * `awaiting-approval` (issue 40): a company buyer's checkout over their spending limit, holding its stock like
 * an unpaid order until an approver of the company approves it (it is then unpaid, to be paid as any order) or
 * rejects it; it expires as an unpaid order does.
 */
export const orderStatuses = ["awaiting-approval", "unpaid", "paid", "shipped", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * `cancel` is the owner's cancel or an admin's (the first half of an admin's delete of an unpaid order),
 * `delete` takes a cancelled order out of every list (it stays cancelled), `return-late-payment` gives back a
 * payment that succeeded after the order was cancelled (the order stays cancelled). An admin's refund of a paid
 * order is no action of the machine: it changes no state (decision 0036), `canRefund` below guards it.
 * Action names are never stored (the database keeps states; audit entries name their own `order.*` actions).
 */
export const orderActions = [
  "pay",
  "cancel",
  "expire",
  "ship",
  "delete",
  "return-late-payment",
  "approve",
  "approve-on-account",
  "reject",
] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * Who acts: `customer` is the order's owner (an admin acting on their own order is its customer), `admin`
 * an admin acting on someone else's order, `system` the unpaid-order expiry, `provider` the payment
 * provider's word that a payment succeeded (its webhook, or the server asking it), `approver` a company's
 * approver or company admin deciding on a member's order over its limit (issue 40).
 */
export const orderRoles = ["customer", "admin", "system", "provider", "approver"] as const;
export type OrderRole = (typeof orderRoles)[number];

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderRole[];
}

export const TRANSITIONS: Readonly<Record<OrderAction, Transition>> = {
  pay: { from: ["unpaid"], to: "paid", by: ["customer", "provider"] },
  cancel: { from: ["awaiting-approval", "unpaid"], to: "cancelled", by: ["customer", "admin"] },
  expire: { from: ["awaiting-approval", "unpaid"], to: "cancelled", by: ["system"] },
  ship: { from: ["paid"], to: "shipped", by: ["admin"] },
  delete: { from: ["cancelled"], to: "cancelled", by: ["admin"] },
  "return-late-payment": { from: ["cancelled"], to: "cancelled", by: ["provider"] },
  approve: { from: ["awaiting-approval"], to: "unpaid", by: ["approver"] },
  // Issue 41: a checkout on the company's account is paid by the approval (its invoice falls due on terms).
  "approve-on-account": { from: ["awaiting-approval"], to: "paid", by: ["approver"] },
  reject: { from: ["awaiting-approval"], to: "cancelled", by: ["approver"] },
};

/**
 * The state a checkout's lines are placed in: waiting for an approver when over the buyer's limits (issue 40),
 * else paid when on the company's account (issue 41), else unpaid.
 */
export function placedStatus(placed: { awaitsApproval: boolean; onAccount: boolean }): OrderStatus {
  if (placed.awaitsApproval) return "awaiting-approval";
  return placed.onAccount ? "paid" : "unpaid";
}

/** Whether `role` may take `action` on an order in `status`. */
export function canDo(action: OrderAction, status: OrderStatus, role: OrderRole): boolean {
  const { from, by } = TRANSITIONS[action];
  return from.includes(status) && by.includes(role);
}

/** The states from which `role` may take `action`: the WHERE of the server's compare-and-set. */
export function statesAllowing(action: OrderAction, role: OrderRole): OrderStatus[] {
  return orderStatuses.filter((status) => canDo(action, status, role));
}

/** The states of an order whose payment went through: the API's `paid` flag, a review's 'Verified buyer'. */
export const PAID_STATUSES: readonly OrderStatus[] = ["paid", "shipped"];

export function isPaidStatus(status: OrderStatus): boolean {
  return PAID_STATUSES.includes(status);
}

/** The states of an unpaid order (awaiting approval too), which holds its stock until paid, cancelled or expired. */
export const HOLDING_STATUSES: readonly OrderStatus[] = statesAllowing("expire", "system");

/**
 * An order with what was given back of it, in cents: refunds are a dimension beside the state, not a state of
 * their own (decision 0036). `refundedCents` counts refunds that went through and those on their way.
 */
export interface RefundedOrder {
  status: OrderStatus;
  totalCents: number;
  refundedCents: number;
}
type RefundAmounts = Pick<RefundedOrder, "totalCents" | "refundedCents">;

/** What is left to give back of an order, in cents (never below 0). */
export function refundLeftCents(order: RefundAmounts): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

/** Whether an order was given back in full: the 'Refunded' label, and the goods are not sent. */
export function refundedInFull(order: RefundAmounts): boolean {
  return order.totalCents > 0 && order.refundedCents >= order.totalCents;
}

/** An admin's refund: of an order whose payment went through (paid or shipped), while something is left. */
export function canRefund(order: RefundedOrder): boolean {
  return isPaidStatus(order.status) && refundLeftCents(order) > 0;
}

/** 'Approve Booking': the machine's `ship` for an admin, unless the goods were paid back in full. */
export function canShip(order: RefundedOrder): boolean {
  return canDo("ship", order.status, "admin") && !refundedInFull(order);
}

/** The warehouse packs what may ship and prints a shipped order's slip again; nothing unpaid or cancelled. */
export function hasPackingSlip(order: Pick<RefundedOrder, "status">): boolean {
  return canDo("ship", order.status, "admin") || order.status === TRANSITIONS.ship.to;
}

/** An order's total and refunds as its answers carry them (dollars), in the refund's terms (cents). */
export function refundAmountsOf(order: { price: number; refunded: number }): RefundAmounts {
  return { totalCents: Math.round(order.price * 100), refundedCents: Math.round(order.refunded * 100) };
}

/** An order as its answers carry it, in the guards' terms: what the screens ask them with. */
export function refundedOrderOf(order: {
  status: OrderStatus;
  price: number;
  refunded: number;
}): RefundedOrder {
  return { status: order.status, ...refundAmountsOf(order) };
}
