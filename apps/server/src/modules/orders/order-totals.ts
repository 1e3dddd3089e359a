import { count, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { orders } from "./orders.tables.js";

/**
 * How many orders ever reached each step, shop-wide (the metrics' business totals). Orders are never
 * deleted, only marked, so each figure only grows, as a Prometheus counter does.
 */
export async function orderTotals(db: Database): Promise<Record<string, number>> {
  const [row] = await db
    .select({
      placed: count(),
      paid: count(orders.paidAt),
      shipped: count(orders.shippedAt),
      cancelled: sql<number>`count(*) filter (where ${orders.cancelReason} in ('customer', 'admin'))`.mapWith(
        Number,
      ),
      expired: sql<number>`count(*) filter (where ${orders.cancelReason} = 'expiry')`.mapWith(Number),
    })
    .from(orders);
  return row ?? { placed: 0, paid: 0, shipped: 0, cancelled: 0, expired: 0 };
}
