import { sql } from "drizzle-orm";
import sharp from "sharp";

import { drawProduct } from "../../seed-assets/product-drawings.js";
import type { Database } from "../db/client.js";
import {
  countProducts,
  insertFitments,
  insertProducts,
  insertVehicles,
  type NewFitment,
  type NewProduct,
} from "../modules/catalog/index.js";
import { storeImage } from "../modules/images/images.service.js";

import { demoProducts } from "./demo-products.js";
import { demoVehicles } from "./demo-vehicles.js";

/** Any constant works: it only has to be the same for every app server sharing the database. */
const SEED_LOCK = 0x5eed;

/**
 * Fills an empty catalogue with the demo products (demo-products.ts), their drawn pictures, the demo vehicles
 * and the products' fitment. Safe when
 * several app servers start at once: the check and the inserts happen under one advisory lock.
 */
export async function seedDemoCatalog(db: Database): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  // One picture at a time: drawing all at once held every decoded canvas in memory together (issue 13).
  const pictures: Buffer[] = [];
  for (const p of demoProducts) {
    pictures.push(
      await sharp(Buffer.from(drawProduct(p.drawing, { accent: p.accent })))
        .png()
        .toBuffer(),
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await countProducts(tx)) > 0) return 0;
    const rows: NewProduct[] = [];
    for (const [i, p] of demoProducts.entries()) {
      rows.push({
        name: p.name,
        category: p.category,
        description: p.description,
        minOrder: p.minOrder,
        availableQty: p.availableQty,
        priceCents: p.priceCents,
        img: await storeImage(tx, pictures[i]!),
        sku: p.sku,
        brand: p.brand,
        mpn: p.mpn ?? null,
        crossReferences: p.crossReferences ?? [],
        specs: p.specs,
        universal: p.universal ?? false,
        orderStep: p.orderStep ?? 1,
        priceBreaks: p.priceBreaks ?? [],
      });
    }
    const ids = await insertProducts(tx, rows);
    await insertVehicles(tx, [...demoVehicles]);
    const fitment: NewFitment[] = demoProducts.flatMap((p, i) =>
      (p.fitment ?? []).map((application) => ({ ...application, productId: ids[i]! })),
    );
    await insertFitments(tx, fitment);
    return rows.length;
  });
}
