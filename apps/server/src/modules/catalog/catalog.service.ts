import type { FitmentState, Product } from "@xpart/shared";
import { centsToDollars, effectiveBreaks } from "@xpart/shared";
import { and, asc, eq, getTableColumns, gt, isNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";

import { categoryCounts, products } from "./catalog.tables.js";
import { fitmentStateOf, requireVehicle } from "./fitment.service.js";

/**
 * The catalogue's reads of one product and the short lists: a product, the sitemap's pages, the categories.
 * The shop's lists are catalog-listing.service.ts (their WHERE and ORDER in catalog-search.ts), the facets
 * catalog-facets.service.ts.
 */

export type ProductRow = typeof products.$inferSelect;

export function toApiProduct(row: ProductRow, fitment?: FitmentState | null): Product {
  return {
    _id: row.id,
    img: row.img,
    category: row.category,
    name: row.name,
    description: row.description,
    minOrder: row.minOrder,
    availableQty: row.availableQty,
    price: centsToDollars(row.priceCents),
    sku: row.sku,
    brand: row.brand,
    mpn: row.mpn,
    crossReferences: row.crossReferences,
    specs: row.specs,
    universal: row.universal,
    orderStep: row.orderStep,
    // As the buyer is charged (pricing.ts): by quantity, only breaks that lower the price.
    priceBreaks: effectiveBreaks(row).map((b) => ({
      minQuantity: b.minQuantity,
      price: centsToDollars(b.priceCents),
    })),
    ...(fitment ? { fitment } : {}),
  };
}

/** Archived products (deleted while they had orders) are gone from the shop; only their orders remember them. */
export const onSale = isNull(products.archivedAt);

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
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), onSale));
  return row ?? null;
}

/** A product on sale; with a vehicle, whether it fits it. */
export async function getProduct(db: Database, id: string, vehicleId?: number): Promise<Product | null> {
  const vehicle = vehicleId ? await requireVehicle(db, vehicleId) : undefined;
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...getTableColumns(products),
      fitment: vehicle ? fitmentStateOf(vehicle) : sql<null>`null`,
    })
    .from(products)
    .where(and(eq(products.id, id), onSale));
  return row ? toApiProduct(row, row.fitment) : null;
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
