import { and, eq, gte, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { clearCatalogCaches } from "./catalog.cache.js";
import { onSale } from "./catalog.service.js";
import { products, stockMovements, type StockReason } from "./catalog.tables.js";

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
 * inside the order's transaction.
 */
export async function reserveStock(db: Database, change: StockChange): Promise<number | null> {
  const [row] = await db
    .update(products)
    .set({ availableQty: sql`${products.availableQty} - ${change.quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, change.productId), onSale, gte(products.availableQty, change.quantity)))
    .returning({ availableQty: products.availableQty });
  if (!row) return null;
  await logStockMovement(db, change, -change.quantity);
  clearCatalogCaches();
  return row.availableQty;
}

/**
 * Gives `quantity` back to the stock and logs it; a product deleted meanwhile has no stock to return to (an
 * archived one keeps counting it, for its history).
 */
export async function releaseStock(db: Database, change: StockChange): Promise<void> {
  const rows = await db
    .update(products)
    .set({ availableQty: sql`${products.availableQty} + ${change.quantity}`, updatedAt: new Date() })
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
