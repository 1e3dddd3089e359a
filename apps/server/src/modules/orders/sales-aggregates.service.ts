import { PAID_STATUSES } from "@xpart/shared";
import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { checkouts, orders } from "./orders.tables.js";

/**
 * The orders' side of the owner's dashboard (issue 27, decision 0033): aggregates over the lines paid since a
 * moment, read through orders_paid_at_idx, so only the window's lines are read however many orders the shop
 * has. An order is one line of a checkout, as in every admin list; revenue is what the paid or shipped lines
 * were paid. A refund changes no order's state (decision 0036), so a line paid and later refunded stays in it.
 */

// Deleted orders were never paid (only unpaid and cancelled ones can be deleted).
const paidSince = (from: Date) => and(gte(orders.paidAt, from), inArray(orders.status, [...PAID_STATUSES]));

/**
 * One UTC calendar day with sales: YYYY-MM-DD, its revenue in cents, of which on account (issue 41), and its
 * number of paid lines.
 */
export interface DaySales {
  day: string;
  revenueCents: number;
  onAccountCents: number;
  orders: number;
}

/** Revenue and paid lines per UTC day since `from`, oldest first; days without sales are left out. */
export async function salesPerDay(db: Database, from: Date): Promise<DaySales[]> {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      revenueCents: sql<number>`sum(${orders.totalCents})`.mapWith(Number),
      onAccountCents:
        sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${checkouts.onAccount}), 0)`.mapWith(
          Number,
        ),
      orders: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(paidSince(from))
    .groupBy(day)
    .orderBy(day);
}

/** A company's paid lines since a moment (issue 40): how many, and their revenue in cents. */
export interface CompanySales {
  companyId: string;
  orders: number;
  revenueCents: number;
}

/** The `limit` companies whose members' paid lines since `from` brought the most revenue. */
export async function topCompaniesSince(db: Database, from: Date, limit: number): Promise<CompanySales[]> {
  const revenue = sql<number>`sum(${orders.totalCents})`.mapWith(Number);
  const rows = await db
    .select({
      companyId: checkouts.companyId,
      orders: sql<number>`count(*)`.mapWith(Number),
      revenueCents: revenue,
    })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(and(paidSince(from), isNotNull(checkouts.companyId)))
    .groupBy(checkouts.companyId)
    .orderBy(desc(revenue), checkouts.companyId)
    .limit(limit);
  return rows.map((r) => ({ ...r, companyId: r.companyId! }));
}

/** A best seller: its lines' quantity and revenue in cents; a deleted product has no id, only its name. */
export interface ProductSales {
  productId: string | null;
  name: string;
  quantity: number;
  revenueCents: number;
}

/** The `limit` products with the most revenue since `from` (ties: the name), each named as last ordered. */
export async function topProductsSince(db: Database, from: Date, limit: number): Promise<ProductSales[]> {
  const revenue = sql<number>`sum(${orders.totalCents})`.mapWith(Number);
  const name = sql<string>`(array_agg(${orders.productName} order by ${orders.paidAt} desc))[1]`;
  return (
    db
      .select({
        productId: orders.productId,
        name,
        quantity: sql<number>`sum(${orders.quantity})`.mapWith(Number),
        revenueCents: revenue,
      })
      .from(orders)
      .where(paidSince(from))
      // A deleted product's lines (no id any more) stay apart from other deleted products' by their name.
      .groupBy(orders.productId, sql`case when ${orders.productId} is null then ${orders.productName} end`)
      .orderBy(desc(revenue), name)
      .limit(limit)
  );
}
