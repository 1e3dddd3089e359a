import type { OrderIntent, RecordedRequest } from "@xpart/test-support/shop-load";
import { inArray } from "drizzle-orm";

import type { Database } from "../../src/db/client.js";
import { orders, payments, products, stockMovements, testCardPayments } from "../../src/db/schema.js";

export interface ProductStock {
  productId: string;
  initial: number;
  reserved: number;
  released: number;
  expected: number;
  actual: number;
}

export interface CrashAudit {
  requests: {
    sent: number;
    answered: number;
    /** Requests that met the server down (killed or starting) at least once, and then got their answer. */
    retriedAcrossRestart: number;
    /** Tries that got no answer, by network error. */
    missedTries: Record<string, number>;
    byStatus: Record<string, number>;
  };
  orders: {
    attempted: number;
    acknowledged: number;
    acknowledgedFound: number;
    /** Committed, but their answer was lost in a kill: the shopper found them by listing its orders. */
    foundWithoutAnswer: number;
    inDatabase: number;
  };
  payments: { acknowledged: number; foundPaid: number };
  cancels: { acknowledged: number; foundCancelled: number };
  stock: ProductStock[];
  /** Every broken rule, one sentence each; empty when the shop kept everything. */
  violations: string[];
}

/**
 * Reads what the database holds after the load and its kills, and checks it against what the load was told
 * (every 2xx) and against itself: stock movements per order, the stock equation per product, one payment
 * applied per order, and order states their payments agree with.
 */
export async function auditCrash(
  db: Database,
  load: { requests: RecordedRequest[]; orders: OrderIntent[] },
  initialStock: Map<string, number>,
): Promise<CrashAudit> {
  const productIds = [...initialStock.keys()];
  const rows = await db.select().from(orders).where(inArray(orders.productId, productIds));
  const orderIds = rows.map((o) => o.id);
  const movements = await db
    .select()
    .from(stockMovements)
    .where(inArray(stockMovements.productId, productIds));
  const paymentRows = orderIds.length
    ? await db.select().from(payments).where(inArray(payments.checkoutId, orderIds))
    : [];
  const cardRows = orderIds.length
    ? await db.select().from(testCardPayments).where(inArray(testCardPayments.checkoutId, orderIds))
    : [];
  const productRows = await db.select().from(products).where(inArray(products.id, productIds));

  const violations: string[] = [];
  const byId = new Map(rows.map((o) => [o.id, o]));

  // What the load was told, against what is stored.
  const acknowledged = load.orders.filter((o) => o.acknowledged);
  for (const intent of acknowledged) {
    const order = byId.get(intent.orderId!);
    if (!order) violations.push(`order ${intent.orderId} was acknowledged (201) but is not in the database`);
    else if (
      order.quantity !== intent.quantity ||
      order.productId !== intent.productId ||
      order.email !== intent.email
    )
      violations.push(`order ${intent.orderId} is stored with other contents than were sent`);
  }
  for (const intent of load.orders.filter((o) => o.paidAcknowledged)) {
    const status = byId.get(intent.orderId!)?.status;
    if (status !== "paid")
      violations.push(`order ${intent.orderId}: payment acknowledged, order is ${status}`);
  }
  for (const intent of load.orders.filter((o) => o.cancelAcknowledged)) {
    const status = byId.get(intent.orderId!)?.status;
    if (status !== "cancelled")
      violations.push(`order ${intent.orderId}: cancel acknowledged, order is ${status}`);
  }
  // A retried order (its first answer lost) must not have been placed twice.
  const perEmail = new Map<string, number>();
  for (const order of rows) perEmail.set(order.email, (perEmail.get(order.email) ?? 0) + 1);
  for (const [email, count] of perEmail) {
    if (count > 1) violations.push(`${email} placed one order and has ${count}`);
  }
  for (const intent of load.orders) {
    if (intent.unfinished && !intent.sawNoAnswer)
      violations.push(`a visit failed without any crash in its way: ${intent.unfinished}`);
  }

  // Stock movements per order: one reserve of its quantity; one release exactly when it is cancelled.
  for (const order of rows) {
    const own = movements.filter((m) => m.orderId === order.id);
    const reserves = own.filter((m) => m.reason === "order_reserve");
    const releases = own.filter((m) => m.reason === "cancel_release" || m.reason === "expiry_release");
    if (reserves.length !== 1 || reserves[0]!.delta !== -order.quantity)
      violations.push(`order ${order.id}: reserve movements ${JSON.stringify(reserves.map((m) => m.delta))}`);
    const wantReleases = order.status === "cancelled" ? [order.quantity] : [];
    if (JSON.stringify(releases.map((m) => m.delta)) !== JSON.stringify(wantReleases))
      violations.push(
        `order ${order.id} (${order.status}): release movements ${JSON.stringify(releases.map((m) => m.delta))}`,
      );
  }
  for (const m of movements) {
    if (m.reason !== "restock" && (!m.orderId || !byId.has(m.orderId)))
      violations.push(`stock movement ${m.id} names no stored order`);
  }

  // The stock equation per product.
  const stock = productIds.map((productId): ProductStock => {
    const own = movements.filter((m) => m.productId === productId);
    const reserved = -own.filter((m) => m.reason === "order_reserve").reduce((sum, m) => sum + m.delta, 0);
    const released = own
      .filter((m) => m.reason === "cancel_release" || m.reason === "expiry_release")
      .reduce((sum, m) => sum + m.delta, 0);
    const initial = initialStock.get(productId)!;
    const actual = productRows.find((p) => p.id === productId)?.availableQty ?? Number.NaN;
    const line = { productId, initial, reserved, released, expected: initial - reserved + released, actual };
    if (line.expected !== actual)
      violations.push(
        `product ${productId}: stock ${actual}, expected ${initial} − ${reserved} + ${released}`,
      );
    const ordered = rows.filter((o) => o.productId === productId).reduce((sum, o) => sum + o.quantity, 0);
    if (ordered !== reserved)
      violations.push(`product ${productId}: ${ordered} ordered, ${reserved} reserved`);
    return line;
  });

  // Payments: one per order, applied once, and order states that agree with them.
  for (const order of rows) {
    const payment = paymentRows.find((p) => p.checkoutId === order.checkoutId);
    const cards = cardRows.filter((c) => c.checkoutId === order.checkoutId);
    const charged = cards.filter((c) => c.status === "succeeded");
    if (charged.length > 1) violations.push(`order ${order.id} was charged ${charged.length} times`);
    const kept = charged.filter((c) => !c.refundedAt);
    const paid = order.status === "paid" || order.status === "shipped";
    if (paid) {
      const ok =
        kept.length === 1 &&
        payment?.providerPaymentId === kept[0]!.id &&
        order.transactionId === kept[0]!.id &&
        kept[0]!.amountCents === order.totalCents;
      if (!ok) violations.push(`order ${order.id} is ${order.status} without one matching kept payment`);
    } else if (kept.length > 0) {
      violations.push(`order ${order.id} is ${order.status} but its payment was charged and kept`);
    }
    if (charged.some((c) => c.refundedAt) && order.status !== "cancelled")
      violations.push(`order ${order.id} is ${order.status} but its payment was refunded`);
  }

  const byStatus: Record<string, number> = {};
  const missedTries: Record<string, number> = {};
  for (const r of load.requests) {
    const key = r.status === null ? "none" : String(r.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    for (const miss of r.missed) missedTries[miss] = (missedTries[miss] ?? 0) + 1;
  }
  const paidAcks = load.orders.filter((o) => o.paidAcknowledged);
  const cancelAcks = load.orders.filter((o) => o.cancelAcknowledged);
  return {
    requests: {
      sent: load.requests.length,
      answered: load.requests.filter((r) => r.status !== null).length,
      retriedAcrossRestart: load.requests.filter((r) => r.status !== null && r.missed.length > 0).length,
      missedTries,
      byStatus,
    },
    orders: {
      attempted: load.orders.filter((o) => o.orderSent).length,
      acknowledged: acknowledged.length,
      acknowledgedFound: acknowledged.filter((o) => byId.has(o.orderId!)).length,
      foundWithoutAnswer: load.orders.filter((o) => o.orderId && !o.acknowledged).length,
      inDatabase: rows.length,
    },
    payments: {
      acknowledged: paidAcks.length,
      foundPaid: paidAcks.filter((o) => byId.get(o.orderId!)?.status === "paid").length,
    },
    cancels: {
      acknowledged: cancelAcks.length,
      foundCancelled: cancelAcks.filter((o) => byId.get(o.orderId!)?.status === "cancelled").length,
    },
    stock,
    violations,
  };
}
