import { asc } from "drizzle-orm";

import type { Database } from "../db/client.js";
import { products } from "../modules/catalog/catalog.tables.js";
import { countProducts, insertProducts, type NewProduct } from "../modules/catalog/index.js";

import { demoProducts } from "./demo-products.js";

/** Rows per INSERT: 11 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 2000;
const GRADES = ["Pro", "Heavy Duty", "Compact", "Industrial", "Classic", "Max", "Lite", "Fleet"];

/**
 * Fills the catalogue up to `target` products (`npm run db:seed -- --products 100000`, the benchmark's big
 * catalogue): variants of the demo products, each with its own grade and part number, sharing the demo
 * pictures, so search, filters and sorts meet realistic data. Answers how many were added.
 */
export async function seedBulkProducts(db: Database, target: number): Promise<number> {
  const current = await countProducts(db);
  if (current >= target) return 0;
  const bases = await db.select().from(products).orderBy(asc(products.position)).limit(demoProducts.length);
  if (!bases.length) throw new Error("seed the demo catalogue first: its products are the templates");
  for (let n = current; n < target; n += BATCH) {
    const rows: NewProduct[] = [];
    for (let i = n; i < Math.min(n + BATCH, target); i += 1) {
      const base = bases[i % bases.length]!;
      const part = `XP-${String(i).padStart(6, "0")}`;
      rows.push({
        name: `${base.name} ${GRADES[i % GRADES.length]} ${part}`,
        category: base.category,
        description: `${base.description} Part number ${part}.`,
        img: base.img,
        minOrder: base.minOrder,
        availableQty: (i * 37) % 1000,
        priceCents: base.priceCents + (i % 500) * 13,
        sku: part,
        brand: base.brand,
      });
    }
    await insertProducts(db, rows);
  }
  return target - current;
}
