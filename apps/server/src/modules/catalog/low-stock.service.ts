import { and, asc, isNotNull, lte, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { activeAdminEmails } from "../accounts/index.js";
import { enqueueMail } from "../mail/index.js";

import { onSale } from "./catalog.service.js";
import { products } from "./catalog.tables.js";

/**
 * Low-stock alerts (issue 27, decision 0033). `products.low_stock_since` is set when stock falls to the
 * product's reorder threshold and cleared when it rises above it; every statement that changes stock sets it
 * from the stock it leaves, in that same statement. Only the statement that sets it from null has crossed, and
 * PostgreSQL's row lock lets one transaction at a time do that, however many orders or servers: one alert per
 * crossing.
 */

/**
 * `low_stock_since` as it must be once the stock is `stockAfter`: kept, or now, at or under the threshold;
 * null above it or without a threshold. Read in an UPDATE of products, where the columns are the old row's.
 */
export const lowStockSinceAt = (stockAfter: SQL): SQL =>
  sql`case when ${products.reorderThreshold} is not null and ${stockAfter} <= ${products.reorderThreshold} then coalesce(${products.lowStockSince}, now()) end`;

/** The same for a change that only adds stock (a release): it clears the mark, and never sets it. */
export const lowStockKeptAt = (stockAfter: SQL): SQL =>
  sql`case when ${products.reorderThreshold} is not null and ${stockAfter} <= ${products.reorderThreshold} then ${products.lowStockSince} end`;

/**
 * In RETURNING: whether this statement set `low_stock_since`. `now()` is the transaction's start, so a value
 * set by another transaction (which started earlier or later) never equals it.
 */
export const crossedNow = sql`${products.lowStockSince} = now()`;

/** What a crossing's alert tells. */
export interface LowStockCrossing {
  productId: string;
  name: string;
  sku: string;
  availableQty: number;
  reorderThreshold: number;
  /** low_stock_since as text: with the product it names the crossing, so a repeated enqueue is one mail. */
  since: string;
}

/** The columns RETURNING gives for `LowStockCrossing` (raw statements name them so). */
export const crossingColumns = sql`${products.id} as "productId", ${products.name} as "name", ${products.sku} as "sku",
  ${products.availableQty} as "availableQty", ${products.reorderThreshold} as "reorderThreshold",
  ${products.lowStockSince}::text as "since"`;

/**
 * Queues the low-stock mail to every admin who can sign in, in the transaction that crossed: the mails exist
 * exactly when the crossing was committed (the job engine sends them, with its retries).
 */
export async function alertLowStock(tx: Database, crossing: LowStockCrossing): Promise<void> {
  const { since, ...data } = crossing;
  for (const to of await activeAdminEmails(tx))
    await enqueueMail(tx, {
      kind: "low-stock",
      to,
      data: {
        ...data,
        availableQty: Number(data.availableQty),
        reorderThreshold: Number(data.reorderThreshold),
      },
      dedupeKey: `low-stock:${crossing.productId}:${since}:${to}`,
    });
}

/**
 * Sets `low_stock_since` from the product's stock and threshold as they are now, and alerts when that crosses:
 * for the admin's changes of stock or threshold, which are not on the order path. Run in their transaction.
 */
export async function settleLowStock(tx: Database, productId: string): Promise<void> {
  const next = lowStockSinceAt(sql`${products.availableQty}`);
  const result = (await tx.execute(sql`
    update products set low_stock_since = ${next}
    where ${products.id} = ${productId} and ${products.lowStockSince} is distinct from ${next}
    returning ${crossingColumns}, ${crossedNow} as "crossed"`)) as unknown as {
    rows: (LowStockCrossing & { crossed: boolean })[];
  };
  const [row] = result.rows;
  if (row?.crossed) await alertLowStock(tx, row);
}

/** The products on sale at or under their reorder threshold, lowest stock first (the Sales page's list). */
export async function lowStockProducts(db: Database) {
  return db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      availableQty: products.availableQty,
      reorderThreshold: products.reorderThreshold,
      lowStockSince: products.lowStockSince,
    })
    .from(products)
    .where(
      and(
        onSale,
        isNotNull(products.reorderThreshold),
        lte(products.availableQty, products.reorderThreshold),
      ),
    )
    .orderBy(asc(products.availableQty), asc(products.name), asc(products.id));
}
