import type {
  CancelReason,
  CreateOrderBody,
  Order,
  OrderAction,
  OrderRole,
  OrderStatus,
} from "@xpart/shared";
import { canDo, centsToDollars, isPaidStatus, ORDER_TEXTS, statesAllowing, TRANSITIONS } from "@xpart/shared";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, InvalidError, NotFoundError, TooManyError } from "../../domain-errors.js";
import { windowStartOf } from "../../plugins/rate-limit.js";
import { emailVerifiedOf, verifiedUsersAmong, type Caller } from "../accounts/index.js";
import { findProductRow, releaseStock, reserveStock, type StockReason } from "../catalog/index.js";

import { orderMails } from "./order-mail.js";
import { orders } from "./orders.tables.js";

export type OrderRow = typeof orders.$inferSelect;

export function toApiOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    productId: row.productId,
    img: row.img,
    productName: row.productName,
    category: row.category,
    details: row.details,
    quantity: row.quantity,
    unitPrice: centsToDollars(row.unitPriceCents),
    price: centsToDollars(row.totalCents),
    email: row.email,
    name: row.name,
    address: row.address,
    phone: row.phone,
    status: row.status,
    paid: isPaidStatus(row.status),
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What one customer may hold unpaid (security finding 5): stock reserved by unpaid orders is stock nobody else can buy. */
export interface HoldingLimits {
  /** Open unpaid orders per customer. */
  maxUnpaidOrders: number;
  /** Units of one product per customer across unpaid orders. */
  maxUnpaidQuantity: number;
  /**
   * An account whose email address is not verified costs nothing to make, so its orders hold stock for
   * `ttlMs` at most (security finding M2, decision 0022).
   */
  unverified: { ttlMs: number };
}

/** How long unpaid orders hold their stock: verified customers' and the others' (security finding M2). */
export interface UnpaidHolds {
  ttlMs: number;
  unverifiedTtlMs: number;
}

/**
 * Unverified accounts at one client address share one hold period an hour (two holds): the first order
 * opens it, orders during it hold stock until it ends, and after it no such order is taken until the hour
 * is over. So one person with free accounts blocks a product for one hold at most, then leaves it free at
 * least as long, however many accounts they make (decision 0022).
 */
async function unverifiedHoldUntil(tx: Database, address: string, ttlMs: number, now: number): Promise<Date> {
  const start = await windowStartOf(tx, `unverified-holds:${address}`, Math.ceil((2 * ttlMs) / 1000), now);
  if (now < start + ttlMs) return new Date(start + ttlMs);
  throw new TooManyError(ORDER_TEXTS.unverifiedAddressBusy, Math.ceil((start + 2 * ttlMs - now) / 1000));
}

/**
 * Places an order: the product's price and fields, the caller's identity, the quantity within
 * [minOrder, stock] and within what one customer may hold unpaid, and the stock reserved in the same
 * transaction (DESIGN §4/§5). An unverified account's order is also counted against its client address, in
 * this transaction, so only placed orders count.
 */
export async function createOrder(
  db: Database,
  caller: Caller,
  body: CreateOrderBody,
  limits: HoldingLimits,
  /** How long a verified customer's order may stay unpaid: the 'placed' mail tells when it expires. */
  ttlMs: number,
  /** The client address the order comes from. */
  address: string,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const product = await findProductRow(tx, body.productId);
    if (!product) throw new NotFoundError(ORDER_TEXTS.productNotFound);
    if (body.quantity < product.minOrder) {
      throw new InvalidError(ORDER_TEXTS.belowMinimum(product.minOrder));
    }
    // One customer's orders are placed one at a time, so two at once cannot both pass the limits below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${caller.id}`}))`);
    const [held] = await tx
      .select({
        orders: sql<number>`count(*)::int`,
        quantity: sql<number>`coalesce(sum(${orders.quantity}) filter (where ${orders.productId} = ${product.id}), 0)::int`,
      })
      .from(orders)
      .where(and(eq(orders.userId, caller.id), eq(orders.status, "unpaid")));
    if (held!.orders >= limits.maxUnpaidOrders) {
      throw new ConflictError(ORDER_TEXTS.tooManyUnpaidOrders(held!.orders));
    }
    if (held!.quantity + body.quantity > limits.maxUnpaidQuantity) {
      throw new ConflictError(ORDER_TEXTS.tooManyUnpaidUnits(limits.maxUnpaidQuantity, held!.quantity));
    }
    const verified = await emailVerifiedOf(tx, caller.id);
    if (body.quantity > product.availableQty) {
      throw new ConflictError(ORDER_TEXTS.onlyAvailable(product.availableQty));
    }
    const holdUntil = verified
      ? null
      : await unverifiedHoldUntil(tx, address, limits.unverified.ttlMs, Date.now());
    const [order] = await tx
      .insert(orders)
      .values({
        userId: caller.id,
        email: caller.email,
        productId: product.id,
        productName: product.name,
        img: product.img,
        category: product.category,
        details: product.description,
        quantity: body.quantity,
        unitPriceCents: product.priceCents,
        totalCents: product.priceCents * body.quantity,
        name: body.name.trim(),
        address: body.address.trim(),
        phone: body.phone.trim(),
        holdUntil,
      })
      .returning();
    const left = await reserveStock(tx, {
      productId: product.id,
      quantity: body.quantity,
      reason: "order_reserve",
      actor: caller.id,
      orderId: order!.id,
    });
    if (left === null) {
      // Someone else took the stock between our read and the reservation: nothing of this order stays.
      const current = await findProductRow(tx, product.id);
      throw new ConflictError(ORDER_TEXTS.onlyAvailable(current?.availableQty ?? 0));
    }
    await orderMails.placed(tx, order!, holdUntil ?? new Date(order!.createdAt.getTime() + ttlMs));
    return toApiOrder(order!);
  });
}

export async function listOrdersOf(db: Database, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedAt)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(toApiOrder);
}

export async function findOrderRow(db: Database, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)));
  return row;
}

/**
 * The one "find the order, 404 unless the caller may see it" (issue 9): its owner always, an admin too when
 * `admins` is set. Someone else's order is the same 404 as a missing one.
 */
export async function getOwnOrder(
  db: Database,
  caller: Caller,
  id: string,
  { admins = false }: { admins?: boolean } = {},
): Promise<OrderRow> {
  const row = await findOrderRow(db, id);
  if (!row || (row.userId !== caller.id && !(admins && caller.role === "admin")))
    throw new NotFoundError(ORDER_TEXTS.orderNotFound);
  return row;
}

/** The caller's own unpaid order, the only kind that can be paid: someone else's is a 404, a paid or cancelled one a 409. */
export async function payableOrderFor(db: Database, caller: Caller, id: string): Promise<OrderRow> {
  const order = await getOwnOrder(db, caller, id);
  if (!canDo("pay", order.status, "customer")) {
    throw new ConflictError(
      order.status === "cancelled" ? ORDER_TEXTS.cancelledOrder : ORDER_TEXTS.paidOrder,
    );
  }
  return order;
}

/**
 * unpaid → paid, only for the exact total and only once (compare-and-set), with the receipt mail queued in
 * the same transaction; answers the paid order, or null when the order was no longer unpaid or the amount
 * differs. Run it in the transaction that records the payment.
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  transactionId: string,
  amountCents: number,
): Promise<Order | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: TRANSITIONS.pay.to, transactionId, paidAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, statesAllowing("pay", "provider")),
          eq(orders.totalCents, amountCents),
        ),
      )
      .returning();
    if (!row) return null;
    await orderMails.paid(tx, row);
    return toApiOrder(row);
  });
}

/** Takes `action` as `role` only if the order is still in a state that allows it (compare-and-set). */
export async function transition(
  db: Database,
  id: string,
  action: OrderAction,
  role: OrderRole,
  at: Partial<OrderRow>,
) {
  const [row] = await db
    .update(orders)
    .set({ status: TRANSITIONS[action].to, updatedAt: new Date(), ...at })
    .where(and(eq(orders.id, id), inArray(orders.status, statesAllowing(action, role))))
    .returning();
  return row ?? null;
}

/**
 * Asked before an unpaid order is cancelled, because its card may have been charged meanwhile (security
 * finding 3): `clear` once the payment can no longer succeed, `paid` when it did (the order is now paid),
 * `pending` while the provider is still settling it. Payments implement it; orders do not know providers.
 */
export type PaymentSettlement = (
  orderId: string,
  /** Payments already settled in this cancellation: they are not asked about twice. */
  settled?: Set<string>,
) => Promise<"clear" | "paid" | "pending">;

/** Who cancels and why: the transition taken, the stock movement's reason and the order's timeline follow from it. */
const CANCELS = {
  customer: { action: "cancel", role: "customer", stock: "cancel_release" },
  admin: { action: "cancel", role: "admin", stock: "cancel_release" },
  expiry: { action: "expire", role: "system", stock: "expiry_release" },
} as const satisfies Record<CancelReason, { action: OrderAction; role: OrderRole; stock: StockReason }>;

/** Work done in the cancel's own transaction once the order is cancelled (an admin's audit record). */
export type WithinCancel = (tx: Database, cancelled: OrderRow) => Promise<void>;

/** unpaid → cancelled with the reserved stock back, in one transaction; null when it could no longer be cancelled. */
async function cancelUnpaid(
  db: Database,
  id: string,
  reason: CancelReason,
  actor: string,
  at: Date,
  within?: WithinCancel,
) {
  return db.transaction(async (tx) => {
    const cancelled = await transition(tx, id, CANCELS[reason].action, CANCELS[reason].role, {
      cancelledAt: at,
      cancelledBy: actor,
      cancelReason: reason,
    });
    if (cancelled?.productId) {
      await releaseStock(tx, {
        productId: cancelled.productId,
        quantity: cancelled.quantity,
        reason: CANCELS[reason].stock,
        actor,
        orderId: id,
      });
    }
    if (cancelled) await orderMails.cancelled(tx, cancelled);
    if (cancelled && within) await within(tx, cancelled);
    return cancelled;
  });
}

/**
 * Cancels, then asks the payments side once more: a payment started while the order was being cancelled
 * (its row written after our first look) is cancelled at the provider, or refunded if it was charged. The
 * payment side writes its row and then reads the order, we write the order and then read the payments: one
 * of the two always sees the other.
 */
export async function cancelAndSettle(
  db: Database,
  id: string,
  settle: PaymentSettlement,
  settled: Set<string>,
  reason: CancelReason,
  actor: string,
  at: Date,
  within?: WithinCancel,
) {
  const cancelled = await cancelUnpaid(db, id, reason, actor, at, within);
  // A provider outage here leaves at worst a payment that a late success would refund (webhook or PATCH).
  if (cancelled) await settle(id, settled).catch(() => undefined);
  return cancelled;
}

/** The owner's cancel (spec §4): unpaid only, and only once the payment provider says nothing was charged. */
export async function cancelOrder(
  db: Database,
  caller: Caller,
  id: string,
  settle: PaymentSettlement,
): Promise<void> {
  const order = await getOwnOrder(db, caller, id);
  const refuse = (status: OrderStatus) =>
    new ConflictError(status === "cancelled" ? ORDER_TEXTS.alreadyCancelled : ORDER_TEXTS.paidCannotCancel);
  if (!canDo("cancel", order.status, "customer")) throw refuse(order.status);
  const settled = new Set<string>();
  const verdict = await settle(id, settled);
  if (verdict === "paid") throw refuse("paid");
  if (verdict === "pending") {
    throw new ConflictError(ORDER_TEXTS.paymentProcessing);
  }
  if (!(await cancelAndSettle(db, id, settle, settled, "customer", caller.id, new Date()))) {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    throw refuse(now?.status ?? "cancelled");
  }
}

/**
 * Cancels unpaid orders past their hold and releases their stock, after their payment is settled: a verified
 * customer's after `ttlMs`, the others' after `unverifiedTtlMs` (security finding M2; whether the address is
 * verified is read now, so verifying it lengthens the hold of an order already placed). Several app servers
 * may run it at once: each order is claimed by one compare-and-set, so none is released twice. An order
 * whose payment is still processing (or whose provider cannot be reached) waits for the next run.
 */
export async function expireUnpaidOrders(
  db: Database,
  holds: UnpaidHolds,
  settle: PaymentSettlement,
  now = new Date(),
  batch = 100,
): Promise<number> {
  const cutoff = new Date(now.getTime() - Math.min(holds.ttlMs, holds.unverifiedTtlMs));
  const due = or(lt(orders.createdAt, cutoff), lte(orders.holdUntil, now));
  let expired = 0;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const candidates: { id: string; createdAt: Date; userId: string; holdUntil: Date | null }[] = await db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        userId: orders.userId,
        holdUntil: orders.holdUntil,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.status, statesAllowing("expire", "system")),
          due,
          after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(batch);
    const verified = await verifiedUsersAmong(
      db,
      candidates.map((order) => order.userId),
    );
    for (const order of candidates) {
      const placed = order.createdAt.getTime();
      // An unverified account's order ends with its address's hold period, and never later than its own hold.
      const end = verified.has(order.userId)
        ? placed + holds.ttlMs
        : Math.min(order.holdUntil?.getTime() ?? Infinity, placed + holds.unverifiedTtlMs);
      if (end > now.getTime()) continue;
      const settled = new Set<string>();
      const verdict = await settle(order.id, settled).catch(() => "pending" as const);
      if (verdict === "clear" && (await cancelUnpaid(db, order.id, "expiry", "system", now))) expired += 1;
    }
    if (candidates.length < batch) return expired;
    after = candidates.at(-1)!;
  }
}

/** An order's state, for the payments module's late-success check. */
export async function orderStatusOf(db: Database, id: string): Promise<OrderStatus | null> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status ?? null;
}
