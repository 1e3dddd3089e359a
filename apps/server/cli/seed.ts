/**
 * `npm run db:seed`: seeds the demo catalogue into an empty product table;
 * `npm run db:seed -- --products 100000` then fills the catalogue up to that many products (benchmarks).
 */
import { parseArgs } from "node:util";

import { loadConfig } from "../src/config.js";
import { openConfiguredDatabase } from "../src/db/open.js";
import { seedBulkProducts } from "../src/seed/bulk-products.js";
import { seedDemoCatalog } from "../src/seed/seed.js";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const target = values.products === undefined ? 0 : Number(values.products);
if (!Number.isSafeInteger(target) || target < 0) {
  console.error("--products takes a whole number of products");
  process.exit(1);
}

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
const seeded = await seedDemoCatalog(database.db);
console.log(seeded ? `seeded ${seeded} demo products` : "catalogue not empty: no demo products seeded");
if (target) console.log(`added ${await seedBulkProducts(database.db, target)} products (target ${target})`);
await database.close();
