/**
 * `npm run db:seed`: seeds the demo catalogue into an empty product table. For the benchmarks (issue 25):
 * `-- --vehicles 5000` adds generated vehicles until the list has that many, and `-- --products 100000` fills
 * the catalogue up to that many products, with brands, part numbers, specifications and, for the parts that
 * are not universal, 10 to 22 fitment rows each on the vehicles in the list (about a million rows for 100,000
 * products). Vehicles come first, so the new parts fit them. `--seed N` picks another deterministic catalogue.
 */
import { parseArgs } from "node:util";

import { sql } from "drizzle-orm";

import { loadConfig } from "../src/config.js";
import { openConfiguredDatabase } from "../src/db/open.js";
import { seedDemoCatalog } from "../src/seed/seed.js";

import { seedBulkVehicles } from "./bulk/bulk-fitment.js";
import { seedBulkProducts } from "./bulk/bulk-products.js";

const { values } = parseArgs({
  options: { products: { type: "string" }, vehicles: { type: "string" }, seed: { type: "string" } },
});

function wholeNumber(value: string | undefined, what: string): number {
  const n = value === undefined ? 0 : Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`--${what} takes a whole number`);
    process.exit(1);
  }
  return n;
}

const products = wholeNumber(values.products, "products");
const vehicles = wholeNumber(values.vehicles, "vehicles");
const seed = values.seed === undefined ? undefined : wholeNumber(values.seed, "seed");

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const seeded = await seedDemoCatalog(database.db);
console.log(seeded ? `seeded ${seeded} demo products` : "catalogue not empty: no demo products seeded");
if (vehicles) {
  const added = await seedBulkVehicles(database.db, vehicles, seed);
  console.log(`added ${added} vehicles (target ${vehicles}, ${seconds()} s)`);
}
if (products) {
  let fitments = 0;
  const added = await seedBulkProducts(database.db, products, {
    ...(seed === undefined ? {} : { seed }),
    onBatch: (batch) => (fitments += batch.fitments),
  });
  console.log(`added ${added} products and ${fitments} fitment rows (target ${products}, ${seconds()} s)`);
}
if (vehicles || products) {
  // Fresh statistics, GIN pending lists merged and the visibility map set: the big catalogue is read at once.
  for (const table of ["vehicles", "products", "fitments"])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`vacuumed and analysed (${seconds()} s)`);
}
await database.close();
