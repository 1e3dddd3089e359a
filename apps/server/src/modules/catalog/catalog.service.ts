import type {
  CreateProductBody,
  Product,
  ProductCursor,
  ProductSort,
  UpdateProductBody,
} from "@xpart/shared";
import {
  centsToDollars,
  dollarsToCents,
  PRODUCT_ADMIN_TEXTS,
  PRODUCT_LIMITS,
  productCursor,
} from "@xpart/shared";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError, InvalidError, NotFoundError } from "../../domain-errors.js";
import { recordAdminAction, type AuditActor } from "../audit/index.js";
import { imageExists } from "../images/index.js";

import { clearCatalogCaches } from "./catalog.cache.js";
import { categoryCounts, products, stockMovements, type StockReason } from "./catalog.tables.js";

export type { StockReason };

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = Omit<typeof products.$inferInsert, "id" | "position" | "createdAt" | "updatedAt">;

export interface ProductFilter {
  category?: string | undefined;
  q?: string | undefined;
  sort?: ProductSort | undefined;
  inStock?: boolean | undefined;
  limit: number;
  offset: number;
  /** Keyset paging: where the previous page ended, in this filter's order (the contract checked that). */
  after?: ProductCursor | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `X-Total-Count` counts at most this many matches past the requested offset (decision 0020): an exact
 * count of 100,000 rows, or of every row a search matches, costs far more than the page itself.
 */
export const TOTAL_COUNT_CAP = 100;

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

/** Archived products (deleted while they had orders) are gone from the shop; only their orders remember them. */
const onSale = isNull(products.archivedAt);

/**
 * A search matches a part of the name or description; only when nothing does, it matches names with a word
 * close to each word typed (pg_trgm's word similarity, at least WORD_SIMILARITY_THRESHOLD: db/postgres-pool.ts),
 * so 'wrnch' finds the Pipe Wrench while 'XP-002530' finds that part and not its neighbours. Both use the
 * trigram indexes.
 */
type SearchMode = "contains" | "similar";

function searchOf(q: string, mode: SearchMode): SQL {
  if (mode === "similar") {
    // Every word typed must be close to a word of the name: 'Archived Welding' does not find every welder.
    const words = q.split(/\s+/).filter(Boolean);
    return and(...words.map((word) => sql`${word} <% ${products.name}`))!;
  }
  const pattern = containsPattern(q);
  return or(ilike(products.name, pattern), ilike(products.description, pattern))!;
}

type Conditions = Omit<ProductFilter, "limit" | "offset">;

function whereOf(filter: Conditions, mode: SearchMode = "contains"): SQL {
  const conditions: SQL[] = [onSale];
  if (filter.category) conditions.push(sql`lower(${products.category}) = lower(${filter.category})`);
  if (filter.q) conditions.push(searchOf(filter.q, mode));
  // Orderable: the billing form needs at least the minimum order (itself at least 1) in stock.
  if (filter.inStock) conditions.push(gte(products.availableQty, products.minOrder));
  if (filter.after) conditions.push(pastCursor(filter.after));
  return and(...conditions)!;
}

/** The rows after the cursor in its order (ORDER below): each the leading columns of that order's index. */
function pastCursor(cursor: ProductCursor): SQL {
  const { position } = cursor;
  switch (cursor.sort) {
    case "catalogue":
      return gt(products.position, position);
    case "newest":
      return lt(products.position, position);
    case "price-asc":
      return sql`(${products.priceCents}, ${products.position}) > (${cursor.priceCents}, ${position})`;
    case "price-desc":
      // Price falls while the position rises among equal prices: no row comparison says that. The first
      // condition alone bounds the index scan.
      return and(
        lte(products.priceCents, cursor.priceCents),
        or(lt(products.priceCents, cursor.priceCents), gt(products.position, position)),
      )!;
    case "name":
      return sql`(lower(${products.name}), ${products.position}) > (lower(${cursor.name}::text), ${position})`;
  }
}

const ORDER: Record<ProductSort | "catalogue", SQL[]> = {
  catalogue: [asc(products.position)],
  newest: [desc(products.position)],
  "price-asc": [asc(products.priceCents), asc(products.position)],
  "price-desc": [desc(products.priceCents), asc(products.position)],
  name: [sql`lower(${products.name})`, asc(products.position)],
};

export interface ProductPage {
  items: Product[];
  /** Matches, counted up to `offset + TOTAL_COUNT_CAP`; null for a keyset page, which counts nothing. */
  total: number | null;
  /** True when more matches exist than `total` says. */
  capped: boolean;
  /** The `after` cursor of the next page, when this page was full. */
  next: string | null;
}

function pageOf(db: Database, filter: ProductFilter, where: SQL) {
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(...ORDER[filter.sort ?? "catalogue"])
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Whether anything at all contains the search text (ignoring the cursor): else the search turns to similar names. */
async function anythingContains(db: Database, filter: ProductFilter): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(whereOf({ ...filter, after: undefined }))
    .limit(1);
  return rows.length > 0;
}

/** One page of products, the (capped) number of matches and, in keyset orders, the next page's cursor. */
export async function listProducts(db: Database, filter: ProductFilter): Promise<ProductPage> {
  let where = whereOf(filter);
  let rows = await pageOf(db, filter, where);
  if (!rows.length && filter.q && !(await anythingContains(db, filter))) {
    where = whereOf(filter, "similar");
    rows = await pageOf(db, filter, where);
  }
  const last = rows.at(-1);
  const next = rows.length === filter.limit && last ? productCursor(filter.sort ?? "catalogue", last) : null;
  const items = rows.map(toApiProduct);
  if (filter.after !== undefined) return { items, total: null, capped: false, next };
  // A page that is not full, and not past the end, ends the matches: its total needs no count.
  if (rows.length < filter.limit && (rows.length || !filter.offset)) {
    return { items, total: filter.offset + rows.length, capped: false, next };
  }
  // Past the end (rare): the matches before the offset, at most offset + cap of them.
  if (!rows.length)
    return { items, total: await countUpTo(db, where, 0, filter.offset), capped: false, next };
  // A full page: how many follow from the offset, up to the cap, read in the page's own order so the scan
  // stops early as the page's did. Its cost is bounded whatever the catalogue's size.
  const ahead = await countUpTo(db, where, filter.offset, TOTAL_COUNT_CAP + 1, filter.sort);
  return {
    items,
    total: filter.offset + Math.min(ahead, TOTAL_COUNT_CAP),
    capped: ahead > TOTAL_COUNT_CAP,
    next,
  };
}

async function countUpTo(db: Database, where: SQL, offset: number, most: number, sort?: ProductSort) {
  const counted = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .orderBy(...ORDER[sort ?? "catalogue"])
    .offset(offset)
    .limit(most)
    .as("counted");
  const [row] = await db.select({ n: count() }).from(counted);
  return row?.n ?? 0;
}

/** Every product on sale, in catalogue order, with its last change: the product pages of the sitemap. */
export async function listProductPages(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(onSale)
    .orderBy(asc(products.position));
}

/** The stored product with its price in cents, or null for an unknown, malformed or archived id. */
export async function findProductRow(db: Database, id: string): Promise<ProductRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), onSale));
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

/**
 * Each category that has products on sale, with how many, by name: read from the counts the database's
 * triggers keep (category_counts, migration 0009), so its cost does not grow with the catalogue.
 */
export async function listCategories(db: Database) {
  return db
    .select({ name: categoryCounts.name, count: categoryCounts.count })
    .from(categoryCounts)
    .where(gt(categoryCounts.count, 0))
    .orderBy(categoryCounts.name);
}

/** Every stored product, archived ones included (the seed fills only an empty table). */
export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/**
 * Removes a product's row outright, orders or not (they keep their snapshot; tests and tooling). The admin's
 * Delete is `removeProduct`, which archives a product that has orders.
 */
export async function deleteProduct(db: Database, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  clearCatalogCaches();
  return deleted.length > 0;
}

/** Adds products and answers their ids, in order (the seed and tests; admins use `createProduct`). */
export async function insertProducts(db: Database, rows: NewProduct[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  clearCatalogCaches();
  return inserted.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------------------
// The admin's catalogue (issue 10): add, restock, reprice, delete or archive. Each change and its audit
// record are written in one transaction; the cache is cleared once it has committed.

const notFound = () => new NotFoundError(PRODUCT_ADMIN_TEXTS.productNotFound);
const productTarget = (id: string) => ({ type: "product" as const, id });

/** Dollars that the contract already checked for whole cents, as cents. */
function centsOf(dollars: number, field: string): number {
  const cents = dollarsToCents(dollars);
  if (cents === null)
    throw new InvalidError("Price must be in whole cents", { [field]: "must be in whole cents" });
  return cents;
}

/** Adds a product (POST /api/products); its picture must be one uploaded to this shop. */
export async function createProduct(
  db: Database,
  actor: AuditActor,
  body: CreateProductBody,
): Promise<Product> {
  const priceCents = centsOf(body.price, "price");
  if (!(await imageExists(db, body.img))) {
    throw new InvalidError(PRODUCT_ADMIN_TEXTS.imageNotOurs, { img: PRODUCT_ADMIN_TEXTS.imageNotOurs });
  }
  const product = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name: body.name,
        description: body.description,
        category: body.category,
        img: body.img,
        availableQty: body.availableQty,
        minOrder: body.minOrder,
        priceCents,
      })
      .returning();
    const created = toApiProduct(row!);
    await recordAdminAction(tx, {
      actor,
      action: "product.create",
      target: productTarget(created._id),
      after: created,
    });
    return created;
  });
  clearCatalogCaches();
  return product;
}

/**
 * Restock: adds `quantity` in ONE conditional UPDATE (`available_qty = available_qty + n`), so concurrent
 * restocks and orders are all counted (DESIGN §5), and logs the stock movement. Answers the new stock.
 */
async function restock(tx: Database, actor: AuditActor, id: string, quantity: number): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({ availableQty: sql`${products.availableQty} + ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, id), onSale, lte(products.availableQty, PRODUCT_LIMITS.maxStock - quantity)))
    .returning({ availableQty: products.availableQty });
  if (!row) {
    if (!(await findProductRow(tx, id))) throw notFound();
    throw new ConflictError(PRODUCT_ADMIN_TEXTS.tooMuchStock(PRODUCT_LIMITS.maxStock));
  }
  await logStockMovement(tx, { productId: id, quantity, reason: "restock", actor: actor.id }, quantity);
  await recordAdminAction(tx, {
    actor,
    action: "product.restock",
    target: productTarget(id),
    before: { availableQty: row.availableQty - quantity },
    after: { availableQty: row.availableQty, added: quantity },
  });
  return row.availableQty;
}

/** Reprice: the price is replaced (not added to), under the row's lock; answers whether it changed. */
async function reprice(tx: Database, actor: AuditActor, id: string, priceCents: number): Promise<boolean> {
  const [current] = await tx
    .select({ priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.id, id), onSale))
    .for("update");
  if (!current) throw notFound();
  if (current.priceCents === priceCents) return false;
  await tx.update(products).set({ priceCents, updatedAt: new Date() }).where(eq(products.id, id));
  await recordAdminAction(tx, {
    actor,
    action: "product.reprice",
    target: productTarget(id),
    before: { price: centsToDollars(current.priceCents) },
    after: { price: centsToDollars(priceCents) },
  });
  return true;
}

/**
 * PUT /api/products/:id: adds `updatedQuantity` to the stock and replaces the price with `updatedPrice`, in
 * one transaction. An unknown, malformed or archived id is a 404, never an upsert.
 */
export async function updateProduct(
  db: Database,
  actor: AuditActor,
  id: string,
  body: UpdateProductBody,
): Promise<{ modifiedCount: number; product: Product }> {
  if (!UUID.test(id)) throw notFound();
  const priceCents = body.updatedPrice === undefined ? undefined : centsOf(body.updatedPrice, "updatedPrice");
  const result = await db.transaction(async (tx) => {
    let modified = false;
    if (body.updatedQuantity) {
      await restock(tx, actor, id, body.updatedQuantity);
      modified = true;
    }
    if (priceCents !== undefined) modified = (await reprice(tx, actor, id, priceCents)) || modified;
    const row = await findProductRow(tx, id);
    if (!row) throw notFound();
    return { modifiedCount: modified ? 1 : 0, product: toApiProduct(row) };
  });
  if (result.modifiedCount) clearCatalogCaches();
  return result;
}

/**
 * DELETE /api/products/:id. A product that was ever ordered is archived: it leaves the shop, its row stays
 * for its orders' history (they keep their own snapshot anyway). Any other product is deleted. Orders leave
 * a stock movement with their id in the same transaction as the order, so those movements tell.
 */
export async function removeProduct(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<{ deletedCount: number; archived: boolean }> {
  if (!UUID.test(id)) throw notFound();
  const result = await db.transaction(async (tx) => {
    // The row lock waits for an order being placed (its foreign key holds the row), so its movement shows.
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), onSale))
      .for("update");
    if (!row) throw notFound();
    const before = toApiProduct(row);
    const [ordered] = await tx
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, id), isNotNull(stockMovements.orderId)))
      .limit(1);
    if (ordered) {
      const at = new Date();
      await tx.update(products).set({ archivedAt: at, updatedAt: at }).where(eq(products.id, id));
      await recordAdminAction(tx, {
        actor,
        action: "product.archive",
        target: productTarget(id),
        before,
        after: { archivedAt: at.toISOString() },
      });
      return { deletedCount: 1, archived: true };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAdminAction(tx, { actor, action: "product.delete", target: productTarget(id), before });
    return { deletedCount: 1, archived: false };
  });
  clearCatalogCaches();
  return result;
}
