import type { Product, ProductSort } from "@xpart/shared";
import { centsToDollars } from "@xpart/shared";
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { products, stockMovements, type StockReason } from "./catalog.tables.js";

export type { StockReason };

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = Omit<typeof products.$inferInsert, "id" | "position" | "createdAt" | "updatedAt">;

export interface ProductFilter {
  category?: string | undefined;
  q?: string | undefined;
  sort?: ProductSort | undefined;
  limit: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toApiProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    img: row.img,
    category: row.category,
    name: row.name,
    description: row.description,
    minOrder: row.minOrder,
    availableQty: row.availableQty,
    price: centsToDollars(row.priceCents),
  };
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(sql`lower(${products.category}) = lower(${filter.category})`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const ORDER: Record<ProductSort | "catalogue", SQL[]> = {
  catalogue: [asc(products.position)],
  newest: [desc(products.position)],
  "price-asc": [asc(products.priceCents), asc(products.position)],
  "price-desc": [desc(products.priceCents), asc(products.position)],
  name: [sql`lower(${products.name})`, asc(products.position)],
};

/** One page of products and the number of all matches. */
export async function listProducts(db: Database, filter: ProductFilter) {
  const where = whereOf(filter);
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...ORDER[filter.sort ?? "catalogue"])
    .limit(filter.limit)
    .offset(filter.offset);
  // The window count rides along with the rows; only a page past the end needs its own count.
  const total =
    rows[0]?.total ??
    (filter.offset > 0 ? (await db.select({ n: count() }).from(products).where(where))[0]!.n : 0);
  return { items: rows.map((r) => toApiProduct(r.product)), total };
}

/** The stored product with its price in cents, or null for an unknown or malformed id. */
export async function findProductRow(db: Database, id: string): Promise<ProductRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

export async function getProduct(db: Database, id: string): Promise<Product | null> {
  const row = await findProductRow(db, id);
  return row ? toApiProduct(row) : null;
}

export interface StockChange {
  productId: string;
  quantity: number;
  reason: StockReason;
  actor: string;
  orderId?: string | undefined;
}

/**
 * Takes `quantity` from the stock in one conditional UPDATE (never read-then-write: DESIGN §5) and logs it.
 * Answers the stock left, or null when there is not enough; run it inside the order's transaction.
 */
export async function reserveStock(db: Database, change: StockChange): Promise<number | null> {
  const [row] = await db
    .update(products)
    .set({ availableQty: sql`${products.availableQty} - ${change.quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, change.productId), gte(products.availableQty, change.quantity)))
    .returning({ availableQty: products.availableQty });
  if (!row) return null;
  await logStockMovement(db, change, -change.quantity);
  return row.availableQty;
}

/** Gives `quantity` back to the stock and logs it; a product deleted meanwhile has no stock to return to. */
export async function releaseStock(db: Database, change: StockChange): Promise<void> {
  const rows = await db
    .update(products)
    .set({ availableQty: sql`${products.availableQty} + ${change.quantity}`, updatedAt: new Date() })
    .where(eq(products.id, change.productId))
    .returning({ id: products.id });
  if (rows.length) await logStockMovement(db, change, change.quantity);
}

async function logStockMovement(db: Database, change: StockChange, delta: number) {
  await db.insert(stockMovements).values({
    productId: change.productId,
    orderId: change.orderId ?? null,
    delta,
    reason: change.reason,
    actor: change.actor,
  });
}

/** The sum of logged stock changes of a product (for audits and tests). */
export async function stockMovementTotal(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stockMovements.delta}), 0)`.mapWith(Number) })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  return row?.total ?? 0;
}

export async function listCategories(db: Database) {
  return db
    .select({ name: products.category, count: count() })
    .from(products)
    .groupBy(products.category)
    .orderBy(products.category);
}

export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Removes a product; orders keep their snapshot of it. Answers whether it existed. */
export async function deleteProduct(db: Database, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return (await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })).length > 0;
}

/** Adds products and answers their ids, in order. */
export async function insertProducts(db: Database, rows: NewProduct[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  return inserted.map((r) => r.id);
}
