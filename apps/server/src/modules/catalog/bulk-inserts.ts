import { count } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { clearCatalogCaches } from "./catalog.cache.js";
import { products } from "./catalog.tables.js";
import { fitments, vehicles } from "./fitment.tables.js";

/**
 * The catalogue's bulk writes: the seed's, the CSV import's and the tests' inserts of products, vehicles and
 * fitment rows (admins add products one by one through catalog-admin.service.ts).
 */

export type NewProduct = Omit<typeof products.$inferInsert, "id" | "position" | "createdAt" | "updatedAt">;

/** Every stored product, archived ones included (the seed fills only an empty table). */
export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Adds products and answers their ids, in order (the seed, the CSV import and tests; admins use `createProduct`). */
export async function insertProducts(db: Database, rows: NewProduct[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  clearCatalogCaches();
  return inserted.map((r) => r.id);
}

export type NewVehicle = Omit<typeof vehicles.$inferInsert, "id">;
export type NewFitment = Omit<typeof fitments.$inferInsert, "id">;

/** Adds vehicles to the chooser's list; one already there is kept as it is. */
export async function insertVehicles(db: Database, rows: NewVehicle[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await db
      .insert(vehicles)
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflictDoNothing();
}

/** Adds fitment rows (the seed and the CSV import), in batches that stay under the protocol's parameter limit. */
export async function insertFitments(db: Database, rows: NewFitment[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await db.insert(fitments).values(rows.slice(i, i + INSERT_BATCH));
  clearCatalogCaches();
}

/** Rows per insert: a fitment row has nine parameters, and a statement may carry at most 65,535. */
const INSERT_BATCH = 5_000;
