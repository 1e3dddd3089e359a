import type {
  AdminProduct,
  CreateProductBody,
  PriceBreak,
  PriceBreakBody,
  UpdateProductBody,
} from "@xpart/shared";
import {
  centsToDollars,
  dollarsToCents,
  effectiveBreaks,
  PRODUCT_ADMIN_TEXTS,
  PRODUCT_LIMITS,
  sellingTermsProblems,
} from "@xpart/shared";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { sqlState } from "../../db/sql-state.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, InvalidError, NotFoundError } from "../../domain-errors.js";
import { recordAdminAction, type AuditActor } from "../audit/index.js";
import { imageExists } from "../images/index.js";

import { clearCatalogCaches } from "./catalog.cache.js";
import { findProductRow, onSale, toApiProduct } from "./catalog.service.js";
import { products, stockMovements } from "./catalog.tables.js";
import { settleLowStock } from "./low-stock.service.js";
import { logStockMovement } from "./stock.service.js";

/**
 * The admin's catalogue (issue 10): add, restock, reprice, delete or archive (the bulk inserts of the seed and
 * the CSV import are bulk-inserts.ts). Each admin change and its audit record are written in one transaction; the
 * cache is cleared once it has committed.
 */

const notFound = () => new NotFoundError(PRODUCT_ADMIN_TEXTS.productNotFound);
const productTarget = (id: string) => ({ type: "product" as const, id });

/** Dollars that the contract already checked for whole cents, as cents. */
function centsOf(dollars: number, field: string): number {
  const cents = dollarsToCents(dollars);
  if (cents === null)
    throw new InvalidError("Price must be in whole cents", { [field]: "must be in whole cents" });
  return cents;
}

/** Volume prices in cents, in the order sent (the contract already checked each one). */
const breaksInCents = (rows: readonly PriceBreakBody[]): PriceBreak[] =>
  rows.map((row) => ({ minQuantity: row.minQuantity, priceCents: centsOf(row.price, "priceBreaks") }));

/** Field by field: jsonb keeps an object's keys in its own order, so two JSON texts may differ for one table. */
const sameBreaks = (a: readonly PriceBreak[], b: readonly PriceBreak[]) =>
  a.length === b.length &&
  a.every((x, i) => x.minQuantity === b[i]!.minQuantity && x.priceCents === b[i]!.priceCents);

/** As stored: by quantity, so a table reads the same whatever order it was typed in. */
const byQuantity = (rows: readonly PriceBreak[]) => [...rows].sort((a, b) => a.minQuantity - b.minQuantity);

const breaksInDollars = (rows: readonly PriceBreak[]) =>
  rows.map((b) => ({ minQuantity: b.minQuantity, price: centsToDollars(b.priceCents) }));

/** A product as admins see it: the shop's answer and its reorder threshold (issue 27). */
const toAdminProduct = (row: typeof products.$inferSelect): AdminProduct => ({
  ...toApiProduct(row),
  reorderThreshold: row.reorderThreshold,
});

/** GET /api/admin/products/:id: one product on sale, as admins see it. */
export async function getAdminProduct(db: Database, id: string): Promise<AdminProduct> {
  const row = await findProductRow(db, id);
  if (!row) throw notFound();
  return toAdminProduct(row);
}

/** Adds a product (POST /api/products); its picture must be one uploaded to this shop. */
export async function createProduct(
  db: Database,
  actor: AuditActor,
  body: CreateProductBody,
): Promise<AdminProduct> {
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
        orderStep: body.orderStep ?? 1,
        priceBreaks: byQuantity(breaksInCents(body.priceBreaks ?? [])),
        reorderThreshold: body.reorderThreshold ?? null,
      })
      .returning();
    const created = toAdminProduct(row!);
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

/** What a PUT may change besides the stock: each left out stays as it is. */
interface TermsChange {
  priceCents?: number | undefined;
  orderStep?: number | undefined;
  priceBreaks?: PriceBreak[] | undefined;
}

/**
 * Reprice, and set the pack size and volume prices (issue 26), under the row's lock; answers whether anything
 * changed. New terms are checked against the product's price (the new one when sent) and minimum order; a
 * price alone is never refused (the spec's reprice): breaks it leaves at or above it simply stop applying.
 */
async function changeTerms(tx: Database, actor: AuditActor, id: string, change: TermsChange) {
  const [current] = await tx
    .select({
      priceCents: products.priceCents,
      minOrder: products.minOrder,
      orderStep: products.orderStep,
      priceBreaks: products.priceBreaks,
    })
    .from(products)
    .where(and(eq(products.id, id), onSale))
    .for("update");
  if (!current) throw notFound();
  const priceCents = change.priceCents ?? current.priceCents;
  const next = {
    priceCents,
    orderStep: change.orderStep ?? current.orderStep,
    priceBreaks: current.priceBreaks,
  };
  if (change.orderStep !== undefined || change.priceBreaks !== undefined) {
    // A new pack size is checked with the breaks that still apply (those the answers show).
    next.priceBreaks =
      change.priceBreaks ?? effectiveBreaks({ priceCents, priceBreaks: current.priceBreaks });
    const problems = sellingTermsProblems({
      price: centsToDollars(priceCents),
      minOrder: current.minOrder,
      orderStep: next.orderStep,
      priceBreaks: breaksInDollars(next.priceBreaks),
    });
    // Field names as the request's own (priceBreaks.0.price), so a form can point at the row.
    if (problems.length)
      throw new InvalidError(
        PRODUCT_ADMIN_TEXTS.termsRefused,
        Object.fromEntries(problems.map((p) => [p.path.join("."), p.message])),
      );
    next.priceBreaks = byQuantity(next.priceBreaks);
  }
  const stored = { ...current, priceBreaks: byQuantity(current.priceBreaks) };
  const changed = (["priceCents", "orderStep", "priceBreaks"] as const).filter((key) =>
    key === "priceBreaks" ? !sameBreaks(stored.priceBreaks, next.priceBreaks) : stored[key] !== next[key],
  );
  if (!changed.length) return false;
  await tx
    .update(products)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(products.id, id));
  // The audit names only what changed, in the contract's units (dollars), as reprices always were.
  const asAudited = (terms: typeof next) => {
    const values: Record<string, unknown> = {};
    if (changed.includes("priceCents")) values.price = centsToDollars(terms.priceCents);
    if (changed.includes("orderStep")) values.orderStep = terms.orderStep;
    if (changed.includes("priceBreaks")) values.priceBreaks = breaksInDollars(terms.priceBreaks);
    return values;
  };
  await recordAdminAction(tx, {
    actor,
    action: "product.reprice",
    target: productTarget(id),
    before: asAudited(stored),
    after: asAudited(next),
  });
  return true;
}

/**
 * Sets the reorder threshold (issue 27; null: no alert) and answers whether it changed; the caller settles the
 * low-stock mark after it. Audited with the product's other selling terms.
 */
async function changeThreshold(tx: Database, actor: AuditActor, id: string, threshold: number | null) {
  const [current] = await tx
    .select({ reorderThreshold: products.reorderThreshold })
    .from(products)
    .where(and(eq(products.id, id), onSale))
    .for("update");
  if (!current) throw notFound();
  if (current.reorderThreshold === threshold) return false;
  await tx
    .update(products)
    .set({ reorderThreshold: threshold, updatedAt: new Date() })
    .where(eq(products.id, id));
  await recordAdminAction(tx, {
    actor,
    action: "product.reprice",
    target: productTarget(id),
    before: { reorderThreshold: current.reorderThreshold },
    after: { reorderThreshold: threshold },
  });
  return true;
}

/**
 * PUT /api/products/:id: adds `updatedQuantity` to the stock and replaces the price with `updatedPrice`, the
 * pack size and the volume prices with those sent, in one transaction: a refused part changes nothing. An
 * unknown, malformed or archived id is a 404, never an upsert.
 */
export async function updateProduct(
  db: Database,
  actor: AuditActor,
  id: string,
  body: UpdateProductBody,
): Promise<{ modifiedCount: number; product: AdminProduct }> {
  if (!isUuid(id)) throw notFound();
  const change: TermsChange = {
    priceCents: body.updatedPrice === undefined ? undefined : centsOf(body.updatedPrice, "updatedPrice"),
    orderStep: body.orderStep,
    priceBreaks: body.priceBreaks && breaksInCents(body.priceBreaks),
  };
  const result = await db.transaction(async (tx) => {
    let modified = false;
    if (body.updatedQuantity) {
      await restock(tx, actor, id, body.updatedQuantity);
      modified = true;
    }
    if (Object.values(change).some((value) => value !== undefined))
      modified = (await changeTerms(tx, actor, id, change)) || modified;
    if (body.reorderThreshold !== undefined)
      modified = (await changeThreshold(tx, actor, id, body.reorderThreshold)) || modified;
    // Stock or threshold changed: a product left at or under its threshold alerts once (issue 27).
    await settleLowStock(tx, id);
    const row = await findProductRow(tx, id);
    if (!row) throw notFound();
    return { modifiedCount: modified ? 1 : 0, product: toAdminProduct(row) };
  });
  if (result.modifiedCount) clearCatalogCaches();
  return result;
}

/**
 * DELETE /api/products/:id. A product that was ever ordered is archived: it leaves the shop, its row stays
 * for its orders' history (they keep their own snapshot anyway). Any other product is deleted. Orders leave
 * a stock movement with their id in the same transaction as the order, so those movements tell.
 */
/** Deletes the product in a savepoint; false (nothing deleted) when another table's row still refers to it. */
async function deletedUnlessReferenced(tx: Database, id: string): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => savepoint.delete(products).where(eq(products.id, id)));
    return true;
  } catch (error) {
    if (sqlState(error) === "23503") return false;
    throw error;
  }
}

export async function removeProduct(
  db: Database,
  actor: AuditActor,
  id: string,
): Promise<{ deletedCount: number; archived: boolean }> {
  if (!isUuid(id)) throw notFound();
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
    // Never ordered, but named by another record (a quote's line, issue 41): archived instead, as if ordered.
    if (ordered || !(await deletedUnlessReferenced(tx, id))) {
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
    await recordAdminAction(tx, { actor, action: "product.delete", target: productTarget(id), before });
    return { deletedCount: 1, archived: false };
  });
  clearCatalogCaches();
  return result;
}
