import type { Database } from "../src/db/client.js";
import { insertProducts, type NewProduct } from "../src/modules/catalog/catalog.service.js";

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
