import { randomUUID } from "node:crypto";

import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { openConfiguredDatabase } from "./db/open.js";
import { seedDemoCatalog } from "./db/seed.js";
import { createTtlCache } from "./modules/catalog/catalog.cache.js";
import { catalogRoutes, type CachedAnswer } from "./modules/catalog/catalog.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { imagesRoutes } from "./modules/images/images.routes.js";
import { reviewsRoutes } from "./modules/reviews/reviews.routes.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { registerWebApp } from "./plugins/web-app.js";

export interface AppOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
}

/** Log lines never carry credentials, cookies or card data (DESIGN §1 Logs). */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.card",
  "*.clientSecret",
];

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACT, censor: "[redacted]" } },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const database = options.database ?? (await openConfiguredDatabase(config));
  if (!options.database) app.addHook("onClose", () => database.close());
  await database.migrate();
  if (config.seedDemo) {
    const seeded = await seedDemoCatalog(database.db);
    if (seeded) app.log.info({ products: seeded }, "seeded the demo catalogue");
  }

  await registerSecurityHeaders(app);
  const db = database.db;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(catalogRoutes, { db, cache: createTtlCache<CachedAnswer>(config.catalogCacheMs) });
      await api.register(imagesRoutes, { db });
      await api.register(reviewsRoutes, { db });
    },
    { prefix: "/api" },
  );
  await registerWebApp(app, config.webDist);
  return app;
}
