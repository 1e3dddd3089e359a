import {
  ADMIN_ORDER_TEXTS,
  canShip,
  ORDER_TEXTS,
  refundedInFull,
  type AdminOrder,
  type OrderStatus,
  type ShippingDetails,
} from "@xpart/shared";
import { and, asc, eq, isNull } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";

import { actorOf, toAdminOrders } from "./order-admin.service.js";
import { orderMails } from "./order-mail.js";
import { transition } from "./order-transitions.service.js";
import { findOrderRow, type OrderRow } from "./orders.service.js";
import { orders } from "./orders.tables.js";
import { refundedCentsOf } from "./refund.service.js";

/**
 * Shipping (DESIGN §5, decisions 0034 and 0036): 'Approve Booking' ships one paid line, 'Ship all paid lines'
 * (issue 39) every line of a checkout that may ship. Both ship each line alike (`shipLine`), under its row
 * lock, which a refund takes too, and queue one 'shipped' mail naming what they shipped.
 */

/** Why a line was not shipped. */
type Unshippable = "unpaid" | "cancelled" | "refunded" | "shipped";

/** A line as read under its lock: its state now, and its total, which a full refund reaches. */
interface LockedLine {
  id: string;
  status: OrderStatus;
  totalCents: number;
}

/** The state a line was found in, as a refusal: a paid line that lost its compare-and-set was shipped meanwhile. */
const UNSHIPPABLE: Record<OrderStatus, Unshippable> = {
  "awaiting-approval": "unpaid",
  unpaid: "unpaid",
  paid: "shipped",
  cancelled: "cancelled",
  shipped: "shipped",
};

/**
 * paid → shipped for one locked line, once (compare-and-set), with the carrier and tracking number when the
 * admin gave them and its `order.ship` audit entry; or why it may not ship (goods paid back in full are not
 * sent, decision 0036).
 */
async function shipLine(
  tx: Database,
  caller: Caller,
  line: LockedLine,
  shipping: ShippingDetails,
  now: Date,
): Promise<OrderRow | Unshippable> {
  const order = { ...line, refundedCents: await refundedCentsOf(tx, line.id) };
  if (!canShip(order)) return refundedInFull(order) ? "refunded" : UNSHIPPABLE[order.status];
  const row = await transition(tx, line.id, "ship", "admin", {
    shippedAt: now,
    shippedBy: caller.id,
    ...shipping,
  });
  if (!row) {
    const [fresh] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, line.id));
    return UNSHIPPABLE[fresh?.status ?? line.status];
  }
  await recordAdminAction(tx, {
    actor: actorOf(caller),
    action: "order.ship",
    target: { type: "order", id: line.id },
    before: { status: "paid", shippedAt: null },
    after: { status: "shipped", shippedAt: now.toISOString(), ...shipping },
  });
  return row;
}

const LINE_REFUSALS: Record<Unshippable, string> = {
  unpaid: ADMIN_ORDER_TEXTS.shipUnpaid,
  cancelled: ADMIN_ORDER_TEXTS.shipCancelled,
  refunded: ADMIN_ORDER_TEXTS.shipRefunded,
  shipped: ADMIN_ORDER_TEXTS.alreadyShipped,
};

/**
 * 'Approve Booking': paid → shipped, once, with the carrier and tracking number when the admin gave them
 * (issue 27); any other state is a 409, a missing order a 404.
 */
export async function shipOrder(
  db: Database,
  caller: Caller,
  id: string,
  shipping: ShippingDetails,
): Promise<AdminOrder> {
  const shipped = await db.transaction(async (tx) => {
    const current = await findOrderRow(tx, id);
    if (!current) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
    // Under the order's lock, which a refund takes too: its state and refunds are decided, not raced.
    const [locked] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update");
    const line = { id, status: locked?.status ?? current.status, totalCents: current.totalCents };
    const row = await shipLine(tx, caller, line, shipping, new Date());
    if (typeof row === "string") throw new ConflictError(LINE_REFUSALS[row]);
    await orderMails.shipped(tx, [row]);
    return row;
  });
  return (await toAdminOrders(db, [shipped]))[0]!;
}

/**
 * Why no line of a purchase shipped, the first that applies: its lines share their state until paid
 * (decision 0031); after that each is shipped or refunded in full.
 */
const PURCHASE_REFUSALS: [Unshippable, string][] = [
  ["unpaid", ADMIN_ORDER_TEXTS.shipAllUnpaid],
  ["cancelled", ADMIN_ORDER_TEXTS.shipAllCancelled],
  ["refunded", ADMIN_ORDER_TEXTS.shipAllRefunded],
  ["shipped", ADMIN_ORDER_TEXTS.shipAllShipped],
];

/**
 * 'Ship all paid lines' (issue 39): in one transaction, every line of the checkout that may ship, each as
 * 'Approve Booking' ships it, with one 'shipped' mail naming them; the other lines stay as they are. Answers
 * the lines shipped; none that may ship is a 409 saying why, a checkout with no line (not deleted) a 404.
 */
export async function shipCheckout(
  db: Database,
  caller: Caller,
  checkoutId: string,
  shipping: ShippingDetails,
): Promise<AdminOrder[]> {
  const shipped = await db.transaction(async (tx) => {
    // Every line locked, in the order paying locks them: a second ship-all waits, then finds them shipped.
    const lines = isUuid(checkoutId)
      ? await tx
          .select({ id: orders.id, status: orders.status, totalCents: orders.totalCents })
          .from(orders)
          .where(and(eq(orders.checkoutId, checkoutId), isNull(orders.deletedAt)))
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .for("update")
      : [];
    if (lines.length === 0) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
    const now = new Date();
    const rows: OrderRow[] = [];
    const refused = new Set<Unshippable>();
    for (const line of lines) {
      const row = await shipLine(tx, caller, line, shipping, now);
      if (typeof row === "string") refused.add(row);
      else rows.push(row);
    }
    if (rows.length === 0)
      throw new ConflictError(PURCHASE_REFUSALS.find(([reason]) => refused.has(reason))![1]);
    await orderMails.shipped(tx, rows);
    return rows;
  });
  return toAdminOrders(db, shipped);
}
