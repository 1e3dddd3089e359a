import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { clearCatalogCaches } from "./catalog.cache.js";
import { onSale } from "./catalog.service.js";
import { products, stockMovements, type StockReason } from "./catalog.tables.js";
import {
  alertLowStock,
  crossedNow,
  crossingColumns,
  lowStockKeptAt,
  lowStockSinceAt,
  type LowStockCrossing,
} from "./low-stock.service.js";

export type { StockReason };

export interface StockChange {
  productId: string;
  quantity: number;
  reason: StockReason;
  actor: string;
  orderId?: string | undefined;
}

/**
 * Takes `quantity` from the stock in one conditional UPDATE (never read-then-write: DESIGN §5) and logs it.
 * Answers the stock left, or null when there is not enough (or the product was archived meanwhile); run it
 * inside the order's transaction, last: the product row stays locked from here to the commit.
 *
 * The update and its ledger line are one statement, so that window is this statement and the COMMIT, with no
 * round trip between them for a busy server to delay (issue 26: 100 buyers of one product queue on that lock).
 * The same statement marks the product low on stock when it falls to its reorder threshold (issue 27); only
 * the order that crosses it pays for the admins' alert, queued in its transaction.
 */
export async function reserveStock(db: Database, change: StockChange): Promise<number | null> {
  const result = (await db.execute(sql`
    with taken as (
      update products
      set available_qty = available_qty - ${change.quantity}, updated_at = now(),
        low_stock_since = ${lowStockSinceAt(sql`available_qty - ${change.quantity}`)}
      where id = ${change.productId} and ${onSale} and available_qty >= ${change.quantity}
      returning ${crossingColumns}, ${crossedNow} as "crossed"
    ), logged as (
      insert into stock_movements (product_id, order_id, delta, reason, actor)
      select "productId", ${change.orderId ?? null}::uuid, ${-change.quantity}::integer, ${change.reason}, ${change.actor}
      from taken
    )
    select * from taken`)) as unknown as { rows: (LowStockCrossing & { crossed: boolean })[] };
  const [row] = result.rows;
  if (!row) return null;
  if (row.crossed) await alertLowStock(db, row);
  clearCatalogCaches();
  return Number(row.availableQty);
}

/**
 * Gives `quantity` back to the stock and logs it; a product deleted meanwhile has no stock to return to (an
 * archived one keeps counting it, for its history).
 */
export async function releaseStock(db: Database, change: StockChange): Promise<void> {
  const rows = await db
    .update(products)
    .set({
      availableQty: sql`${products.availableQty} + ${change.quantity}`,
      updatedAt: new Date(),
      // Stock back above the threshold: the next fall to it alerts again (issue 27).
      lowStockSince: lowStockKeptAt(sql`${products.availableQty} + ${change.quantity}`),
    })
    .where(eq(products.id, change.productId))
    .returning({ id: products.id });
  if (rows.length) await logStockMovement(db, change, change.quantity);
  clearCatalogCaches();
}

/** Writes one line of the stock ledger: `delta` units, why, by whom and for which order. */
export async function logStockMovement(db: Database, change: StockChange, delta: number) {
  await db.insert(stockMovements).values({
    productId: change.productId,
    orderId: change.orderId ?? null,
    delta,
    reason: change.reason,
    actor: change.actor,
  });
}
