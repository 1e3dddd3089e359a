import { eq, sql } from "drizzle-orm";

import type { Database } from "../src/db/client.js";
import { products, stockMovements } from "../src/modules/catalog/catalog.tables.js";
import { insertProducts, type NewProduct } from "../src/modules/catalog/index.js";

/** The checklist's fixtures: LONG (30-character name, 120-character description, $19.99) and LOW (70 in stock). */
export const LONG: NewProduct = {
  name: "Heavy Duty Torque Wrench Set X",
  category: "Any Hardware",
  description:
    "A long description used to check truncation: it has exactly one hundred and twenty characters in all, counted with care.",
  img: "/api/images/none",
  minOrder: 50,
  availableQty: 300,
  priceCents: 1999,
};

export const LOW: NewProduct = { ...LONG, name: "Low Stock Spanner", availableQty: 70, priceCents: 42000 };

export async function addProduct(db: Database, overrides: Partial<NewProduct> = {}): Promise<string> {
  const [id] = await insertProducts(db, [{ ...LONG, ...overrides }]);
  return id!;
}

/**
 * Removes a product's row outright, orders or not (they keep their snapshot). No route does: the admin's
 * Delete archives a product that was ever ordered. The tests' catalogue is never cached (catalogCacheMs 0).
 */
export async function deleteProductRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}

/** The sum of a product's logged stock changes: it must always explain the stock. */
export async function stockMovementTotal(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stockMovements.delta}), 0)`.mapWith(Number) })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  return row?.total ?? 0;
}
