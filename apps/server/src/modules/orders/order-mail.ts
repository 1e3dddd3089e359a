import { statesAllowing } from "@xpart/shared";
import { and, asc, gt, inArray, lte } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { enqueueMail, type OrderMailData, type UnpaidOrder } from "../mail/index.js";

import { orders } from "./orders.tables.js";

type OrderRow = typeof orders.$inferSelect;

/** What an order mail shows, in integer cents, as the order is now. */
function snapshot(row: OrderRow): OrderMailData {
  return {
    orderId: row.id,
    productName: row.productName,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    totalCents: row.totalCents,
    name: row.name,
    address: row.address,
  };
}

/**
 * Queues the mail about one step of an order, in the transaction that takes the step (so it exists exactly
 * when the step was committed). The key makes each step's mail one job, sent once.
 */
export const orderMails = {
  placed: (tx: Database, row: OrderRow, expiresAt: Date) =>
    enqueueMail(tx, {
      kind: "order-placed",
      to: row.email,
      data: { ...snapshot(row), expiresAt: expiresAt.toISOString() },
      dedupeKey: `order-placed:${row.id}`,
    }),
  paid: (tx: Database, row: OrderRow) =>
    enqueueMail(tx, {
      kind: "order-paid",
      to: row.email,
      data: { ...snapshot(row), transactionId: row.transactionId },
      dedupeKey: `order-paid:${row.id}`,
    }),
  shipped: (tx: Database, row: OrderRow) =>
    enqueueMail(tx, {
      kind: "order-shipped",
      to: row.email,
      data: snapshot(row),
      dedupeKey: `order-shipped:${row.id}`,
    }),
  cancelled: (tx: Database, row: OrderRow) =>
    enqueueMail(tx, {
      kind: "order-cancelled",
      to: row.email,
      data: { ...snapshot(row), expired: row.cancelReason === "expiry" },
      dedupeKey: `order-cancelled:${row.id}`,
    }),
};

/** Unpaid orders placed in (from, to]: the mail worker's reminder scan asks this (wired in app.ts). */
export async function unpaidOrdersCreatedBetween(db: Database, from: Date, to: Date): Promise<UnpaidOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, statesAllowing("pay", "customer")),
        gt(orders.createdAt, from),
        lte(orders.createdAt, to),
      ),
    )
    .orderBy(asc(orders.createdAt));
  return rows.map((row) => ({
    ...snapshot(row),
    userId: row.userId,
    email: row.email,
    createdAt: row.createdAt,
  }));
}
