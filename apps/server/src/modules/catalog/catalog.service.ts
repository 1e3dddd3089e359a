import type { Product, ProductSort } from "@xpart/shared";
import { centsToDollars } from "@xpart/shared";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { products } from "./catalog.tables.js";

type ProductRow = typeof products.$inferSelect;
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

export async function getProduct(db: Database, id: string): Promise<Product | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ? toApiProduct(row) : null;
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

export async function insertProducts(db: Database, rows: NewProduct[]): Promise<void> {
  if (rows.length) await db.insert(products).values(rows);
}
