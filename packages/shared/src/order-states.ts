/**
 * The order state machine (issue 23, DESIGN §5): the states, the actions, who may take each and from where.
 * The server builds the WHERE of each compare-and-set from it, the web shows and disables buttons by it, and
 * nothing else decides whether an order may be paid, cancelled, expired, shipped, deleted or refunded.
 * Zod-free, so the web's first load may read it.
 */

export const orderStatuses = ["unpaid", "paid", "shipped", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * `cancel` is the owner's cancel or an admin's (the first half of an admin's delete of an unpaid order),
 * `delete` takes a cancelled order out of every list (it stays cancelled), `refund` gives back a payment
 * that succeeded after the order was cancelled (the order stays cancelled).
 */
export const orderActions = ["pay", "cancel", "expire", "ship", "delete", "refund"] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * Who acts: `customer` is the order's owner (an admin acting on their own order is its customer), `admin`
 * an admin acting on someone else's order, `system` the unpaid-order expiry, `provider` the payment
 * provider's word that a payment succeeded (its webhook, or the server asking it).
 */
export const orderRoles = ["customer", "admin", "system", "provider"] as const;
export type OrderRole = (typeof orderRoles)[number];

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderRole[];
}

export const TRANSITIONS: Readonly<Record<OrderAction, Transition>> = {
  pay: { from: ["unpaid"], to: "paid", by: ["customer", "provider"] },
  cancel: { from: ["unpaid"], to: "cancelled", by: ["customer", "admin"] },
  expire: { from: ["unpaid"], to: "cancelled", by: ["system"] },
  ship: { from: ["paid"], to: "shipped", by: ["admin"] },
  delete: { from: ["cancelled"], to: "cancelled", by: ["admin"] },
  refund: { from: ["cancelled"], to: "cancelled", by: ["provider"] },
};

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
