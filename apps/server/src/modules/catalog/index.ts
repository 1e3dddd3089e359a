/** The catalogue module's front door: what app.ts registers and what other modules may call. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";

import { openCatalogCache } from "./catalog.cache.js";
import { catalogRoutes, type CachedAnswer } from "./catalog.routes.js";
import { fitmentRoutes } from "./fitment.routes.js";

export interface CatalogModuleOptions {
  db: Database;
  /** How long a catalogue answer may be reused (0: never). The module clears it on its own writes. */
  cacheMs: number;
}

/** The public catalogue, vehicle fitment and the admin's product routes, with the module's own cache. */
export const catalogModule: FastifyPluginAsyncZod<CatalogModuleOptions> = async (app, { db, cacheMs }) => {
  const cache = openCatalogCache<CachedAnswer>(cacheMs);
  app.addHook("onClose", async () => cache.close());
  await app.register(catalogRoutes, { db, cache });
  await app.register(fitmentRoutes, { db });
};

export {
  countProducts,
  insertFitments,
  insertProducts,
  insertVehicles,
  type NewFitment,
  type NewProduct,
  type NewVehicle,
} from "./catalog-admin.service.js";
export { findProductRow, listProductPages } from "./catalog.service.js";
export { releaseStock, reserveStock, type StockReason } from "./stock.service.js";
// The catalogue-transfer module's bulk CSV import and export (decision 0030) read and write these directly,
// in one transaction per import, and clear the cache and log stock changes as the catalogue's own writes do.
export { clearCatalogCaches } from "./catalog.cache.js";
export { products } from "./catalog.tables.js";
export { fitments, vehicles } from "./fitment.tables.js";
export { logStockMovement } from "./stock.service.js";
