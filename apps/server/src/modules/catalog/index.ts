/** The catalogue module's front door: what app.ts registers and what other modules may call. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";
import type { ReadRouter } from "../../db/read-replicas.js";

import { openCatalogCache } from "./catalog.cache.js";
import { catalogRoutes, type CachedAnswer } from "./catalog.routes.js";
import { catalogueTransferRoutes } from "./catalogue-transfer.routes.js";
import { fitmentRoutes } from "./fitment.routes.js";
import { searchRoutes } from "./search.routes.js";

export interface CatalogModuleOptions {
  db: Database;
  /** Where the public, cached reads go: a replica within its lag limit, else `db` (issue 42). */
  reads: ReadRouter;
  /** How long a catalogue answer may be reused (0: never). The module clears it on its own writes. */
  cacheMs: number;
}

/**
 * The public catalogue, vehicle fitment, the admin's product routes and the catalogue's CSV import and export
 * (decision 0030), with the module's own cache.
 */
export const catalogModule: FastifyPluginAsyncZod<CatalogModuleOptions> = async (
  app,
  { db, reads, cacheMs },
) => {
  const cache = openCatalogCache<CachedAnswer>(cacheMs);
  app.addHook("onClose", async () => cache.close());
  await app.register(catalogRoutes, { db, reads, cache });
  await app.register(searchRoutes, { reads });
  await app.register(fitmentRoutes, { db });
  // Its own plugin: the CSV body parser it adds stays with the import route.
  await app.register(catalogueTransferRoutes, { db });
};

export {
  countProducts,
  insertFitments,
  insertProducts,
  insertVehicles,
  type NewFitment,
  type NewProduct,
  type NewVehicle,
} from "./bulk-inserts.js";
export { findProductRow, listProductPages, type ProductRow } from "./catalog.service.js";
export { findProductRows, withSaleProducts, type SaleProduct } from "./product-rows.js";
export { releaseStock, reserveStock, type StockReason } from "./stock.service.js";
export { lowStockProducts } from "./low-stock.service.js";
// The CSV import's parts, for the other files the shop imports in the catalogue's style (a company's price list).
export {
  formatPrice,
  parseCsv,
  parsePrice,
  parseText,
  toCsv,
  type CsvRow,
  type Parsed,
} from "./catalogue-csv.js";
export {
  batches,
  firstOfEachKey,
  productsBySku,
  readRows,
  type Plan,
  type RowReader,
} from "./catalogue-import-rows.js";
export { runCsvImport } from "./csv-import.js";
export { acceptCsvBodies, csvText } from "./csv-body.js";
export { listingHeaders, listProducts, type AlsoRead } from "./catalog-listing.service.js";
