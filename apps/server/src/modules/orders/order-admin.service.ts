import {
  ADMIN_ORDER_TEXTS,
  canDo,
  centsToDollars,
  ORDER_ACTORS,
  ORDER_TEXTS,
  orderStatuses,
  statesAllowing,
  type AdminOrder,
  type AdminOrderCounts,
  type AdminOrderSort,
  type OrderStatus,
  type OrderTimelineEntry,
} from "@xpart/shared";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, sum, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { containsPattern, escapeLike } from "../../db/like.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import { emailsOfUsers, type Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";

import { cancelAndSettle, cancelOrder, type PaymentSettlement } from "./order-transitions.service.js";
import { findOrderRow, toApiOrder, withPaperwork, type OrderRow } from "./orders.service.js";
import { orders } from "./orders.tables.js";

/**
 * The admin's side of orders (issue 10 items 4 and 5, DESIGN §4/§5): every order with its timeline and its
 * checkout's size, paged, sorted and searched on the server; deleting an unpaid or cancelled one, a
 * compare-and-set written in one transaction with its audit record. Shipping is in order-shipping.service.ts.
 */

/** The admin an audit entry names. */
export const actorOf = (caller: Caller) => ({ id: caller.id, email: caller.email });

// ---------------------------------------------------------------------------------------------------------
// Timelines

/** Who did each step: admins by email (looked up once per page), everyone else by role. */
function timelineOf(row: OrderRow, emails: Map<string, string>): OrderTimelineEntry[] {
  const admin = (id: string | null) => (id && emails.get(id)) || "admin";
  const timeline: OrderTimelineEntry[] = [
    { event: "placed", at: row.createdAt.toISOString(), by: ORDER_ACTORS.customer },
  ];
  if (row.paidAt)
    timeline.push({ event: "paid", at: row.paidAt.toISOString(), by: ORDER_ACTORS.paymentProvider });
  if (row.shippedAt)
    timeline.push({ event: "shipped", at: row.shippedAt.toISOString(), by: admin(row.shippedBy) });
  if (row.cancelledAt) {
    const at = row.cancelledAt.toISOString();
    if (row.cancelReason === "expiry") timeline.push({ event: "expired", at, by: ORDER_ACTORS.system });
    else if (row.cancelReason === "admin")
      timeline.push({ event: "cancelled", at, by: admin(row.cancelledBy) });
    else timeline.push({ event: "cancelled", at, by: ORDER_ACTORS.customer });
  }
  return timeline;
}

/**
 * How many lines (deleted ones left out) each checkout has and their total in cents, in one query for a page:
 * its purchases' headers count the lines on other pages too (issue 39).
 */
async function checkoutSizes(db: Database, checkoutIds: string[]) {
  const rows = checkoutIds.length
    ? await db
        .select({ id: orders.checkoutId, lines: count(), cents: sum(orders.totalCents).mapWith(Number) })
        .from(orders)
        .where(and(inArray(orders.checkoutId, checkoutIds), isNull(orders.deletedAt)))
        .groupBy(orders.checkoutId)
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Orders as the admin pages see them, with the emails of the admins who acted on them (one query) and their
 * checkouts' sizes (one more).
 */
export async function toAdminOrders(db: Database, rows: OrderRow[]): Promise<AdminOrder[]> {
  const adminIds = rows.flatMap((r) => [
    ...(r.shippedBy ? [r.shippedBy] : []),
    ...(r.cancelReason === "admin" && r.cancelledBy ? [r.cancelledBy] : []),
  ]);
  const emails = await emailsOfUsers(db, adminIds);
  const sizes = await checkoutSizes(db, [...new Set(rows.map((r) => r.checkoutId))]);
  return (await withPaperwork(db, rows)).map((row) => {
    // A deleted order's checkout may have no line left that counts.
    const size = sizes.get(row.checkoutId) ?? { lines: 0, cents: 0 };
    return {
      ...toApiOrder(row),
      timeline: timelineOf(row, emails),
      checkoutLines: size.lines,
      checkoutTotal: centsToDollars(size.cents),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/allOrders and its counts

export interface AdminOrderFilter {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  sort: AdminOrderSort;
  limit: number;
  offset: number;
}

/** The search: the start of the order id (or all of it), or part of the email or the product name. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const contains = containsPattern(q);
  return or(
    sql`${orders.id}::text like ${`${escapeLike(q).toLowerCase()}%`}`,
    ilike(orders.email, contains),
    ilike(orders.productName, contains),
  );
}

/**
 * When a line's checkout was placed (its first matching line): its lines are placed a millisecond apart, so
 * sorting by it, then by checkout, keeps a purchase's lines together, in the cart's order (issue 39).
 */
const checkoutPlacedAt = sql`min(${orders.createdAt}) over (partition by ${orders.checkoutId})`;

const SORTS: Record<AdminOrderSort, SQL[]> = {
  newest: [desc(checkoutPlacedAt), desc(orders.checkoutId), asc(orders.createdAt), asc(orders.id)],
  oldest: [asc(checkoutPlacedAt), asc(orders.checkoutId), asc(orders.createdAt), asc(orders.id)],
  "total-desc": [desc(orders.totalCents), desc(orders.createdAt), desc(orders.id)],
  "total-asc": [asc(orders.totalCents), desc(orders.createdAt), desc(orders.id)],
};

/** One page of every customer's orders (deleted ones left out), and the number of all matches. */
export async function listAllOrders(
  db: Database,
  filter: AdminOrderFilter,
): Promise<{ items: AdminOrder[]; total: number }> {
  const where = and(
    isNull(orders.deletedAt),
    filter.status ? eq(orders.status, filter.status) : undefined,
    searchOf(filter.q),
  );
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...SORTS[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { items: await toAdminOrders(db, rows), total: total!.n };
}

/** How many orders (deleted ones left out) match the search in each state, for the status tabs. */
export async function countOrders(db: Database, q?: string): Promise<AdminOrderCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(isNull(orders.deletedAt), searchOf(q)))
    .groupBy(orders.status);
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return { all: rows.reduce((sum, r) => sum + r.n, 0), ...counts };
}

// ---------------------------------------------------------------------------------------------------------
// DELETE /api/orders/:id

const deleteRefusal = (status: OrderStatus) =>
  new ConflictError(
    status === "shipped"
      ? ADMIN_ORDER_TEXTS.deleteShipped
      : status === "paid"
        ? ADMIN_ORDER_TEXTS.deletePaid
        : ORDER_TEXTS.alreadyCancelled,
  );

async function statusOf(db: Database, id: string): Promise<OrderStatus | null> {
  return (await findOrderRow(db, id))?.status ?? null;
}

/**
 * 'Delete Order'. The owner's own order: the customer's cancel, exactly as before. Someone else's: an admin
 * may delete an unpaid one (the payment settled first, as for the owner; cancelled, the stock released, and
 * out of every list) or a cancelled one (out of every list); the rows stay for the audit. Paid and shipped
 * orders are a 409. Anyone else: 404.
 */
export async function deleteOrder(
  db: Database,
  caller: Caller,
  id: string,
  settle: PaymentSettlement,
): Promise<void> {
  const order = await findOrderRow(db, id);
  if (!order || order.userId === caller.id || caller.role !== "admin")
    return cancelOrder(db, caller, id, settle);
  if (canDo("delete", order.status, "admin")) return hideCancelled(db, caller, order);
  // An unpaid order is cancelled first, so its stock comes back, and leaves the lists in the same transaction.
  if (!canDo("cancel", order.status, "admin")) throw deleteRefusal(order.status);

  const settled = new Set<string>();
  const verdict = await settle(order.checkoutId, settled);
  if (verdict === "paid") throw deleteRefusal("paid");
  if (verdict === "pending") throw new ConflictError(ORDER_TEXTS.paymentProcessing);
  // One payment covers the checkout, so its other lines are cancelled with it (decision 0031); only this one leaves the lists.
  const cancelled = await cancelAndSettle(
    db,
    order.checkoutId,
    settle,
    settled,
    "admin",
    caller.id,
    new Date(),
    async (tx, row) => {
      if (row.id !== id) return;
      // AORD-11: a confirmed delete takes the order out of the list; cancelling first gives its stock back.
      await tx
        .update(orders)
        .set({ deletedAt: row.cancelledAt, deletedBy: caller.id })
        .where(eq(orders.id, id));
      await recordAdminAction(tx, {
        actor: actorOf(caller),
        action: "order.delete",
        target: { type: "order", id },
        before: { status: "unpaid" },
        after: {
          status: "cancelled",
          cancelReason: "admin",
          deleted: true,
          stockReleased: row.productId ? row.quantity : 0,
        },
      });
    },
  );
  if (!cancelled) {
    const now = await statusOf(db, id);
    if (!now) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
    throw deleteRefusal(now);
  }
}

/** cancelled → deleted: out of every list (the owner's too), its row and history kept for the audit. */
async function hideCancelled(db: Database, caller: Caller, order: OrderRow): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [hidden] = await tx
      .update(orders)
      .set({ deletedAt: now, deletedBy: caller.id, updatedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, statesAllowing("delete", "admin")),
          isNull(orders.deletedAt),
        ),
      )
      .returning({ id: orders.id });
    if (!hidden) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "order.delete",
      target: { type: "order", id: order.id },
      before: { status: "cancelled", deleted: false },
      after: { status: "cancelled", deleted: true, deletedAt: now.toISOString() },
    });
  });
}
