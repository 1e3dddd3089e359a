import type { CreateOrderBody, Order, OrderStatus } from "@xpart/shared";
import { centsToDollars } from "@xpart/shared";
import { and, asc, eq, inArray, lt } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";
import type { Caller } from "../accounts/accounts.service.js";
import { findProductRow, releaseStock, reserveStock } from "../catalog/catalog.service.js";

import { orders } from "./orders.tables.js";

type OrderRow = typeof orders.$inferSelect;

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
    paid: row.status === "paid" || row.status === "shipped",
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Places an order: the product's price and fields, the caller's identity, the quantity within
 * [minOrder, stock], and the stock reserved in the same transaction (DESIGN §4/§5).
 */
export async function createOrder(db: Database, caller: Caller, body: CreateOrderBody): Promise<Order> {
  return db.transaction(async (tx) => {
    const product = await findProductRow(tx, body.productId);
    if (!product) throw new HttpError(404, "Product not found");
    if (body.quantity < product.minOrder) {
      throw new HttpError(400, `The minimum order for this product is ${product.minOrder}`);
    }
    if (body.quantity > product.availableQty) {
      throw new HttpError(409, `Only ${product.availableQty} available`);
    }
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
      throw new HttpError(409, `Only ${current?.availableQty ?? 0} available`);
    }
    return toApiOrder(order!);
  });
}

export async function listOrdersOf(db: Database, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(toApiOrder);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order for its owner or an admin; anyone else gets the same 404 as for a missing order. */
export async function getOrderFor(db: Database, caller: Caller, id: string): Promise<OrderRow> {
  const row = UUID.test(id) ? (await db.select().from(orders).where(eq(orders.id, id)))[0] : undefined;
  if (!row || (row.userId !== caller.id && caller.role !== "admin"))
    throw new HttpError(404, "Order not found");
  return row;
}

/** The caller's own unpaid order, the only kind that can be paid: someone else's is a 404, a paid or cancelled one a 409. */
export async function payableOrderFor(db: Database, caller: Caller, id: string): Promise<OrderRow> {
  const order = await getOrderFor(db, caller, id);
  if (order.userId !== caller.id) throw new HttpError(404, "Order not found");
  if (order.status !== "unpaid") {
    throw new HttpError(
      409,
      order.status === "cancelled" ? "This order was cancelled" : "This order is already paid",
    );
  }
  return order;
}

/**
 * unpaid → paid, only for the exact total and only once (compare-and-set); answers the paid order, or null
 * when the order was no longer unpaid or the amount differs. Run it in the transaction that records the payment.
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  transactionId: string,
  amountCents: number,
): Promise<Order | null> {
  const now = new Date();
  const [row] = await db
    .update(orders)
    .set({ status: "paid", transactionId, paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "unpaid"), eq(orders.totalCents, amountCents)))
    .returning();
  return row ? toApiOrder(row) : null;
}

/** Moves an order from one state to another only if it is still in `from` (compare-and-set). */
async function transition(
  db: Database,
  id: string,
  from: OrderStatus[],
  to: OrderStatus,
  at: Partial<OrderRow>,
) {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...at })
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  return row ?? null;
}

/** The owner's cancel (spec §4): unpaid only; the reserved stock goes back in the same transaction. */
export async function cancelOrder(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await getOrderFor(tx, caller, id);
    if (order.userId !== caller.id) throw new HttpError(404, "Order not found");
    const cancelled = await transition(tx, id, ["unpaid"], "cancelled", { cancelledAt: new Date() });
    if (!cancelled) {
      throw new HttpError(
        409,
        order.status === "cancelled" ? "This order is already cancelled" : "A paid order cannot be cancelled",
      );
    }
    if (cancelled.productId) {
      await releaseStock(tx, {
        productId: cancelled.productId,
        quantity: cancelled.quantity,
        reason: "cancel_release",
        actor: caller.id,
        orderId: id,
      });
    }
  });
}

/**
 * Cancels unpaid orders older than `ttlMs` and releases their stock. Several app servers may run it at
 * once: each order is claimed by one conditional UPDATE, locked rows are skipped, so none is released twice.
 */
export async function expireUnpaidOrders(
  db: Database,
  ttlMs: number,
  now = new Date(),
  batch = 100,
): Promise<number> {
  return db.transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - ttlMs);
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, "unpaid"), lt(orders.createdAt, cutoff)))
      .limit(batch)
      .for("update", { skipLocked: true });
    const expired = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(and(inArray(orders.id, due), eq(orders.status, "unpaid")))
      .returning();
    for (const order of expired) {
      if (!order.productId) continue;
      await releaseStock(tx, {
        productId: order.productId,
        quantity: order.quantity,
        reason: "expiry_release",
        actor: "system",
        orderId: order.id,
      });
    }
    return expired.length;
  });
}
