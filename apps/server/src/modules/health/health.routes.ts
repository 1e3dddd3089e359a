import { healthAnswerSchema, healthDownAnswerSchema, healthInternalsAnswerSchema } from "@xpart/shared";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database, PoolCounts } from "../../db/client.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/unavailable.js";

export interface HealthRoutesOptions {
  db: Database;
  /** Set outside production only (config `diagnostics`): mounts GET /health/internals. */
  internals?: { poolCounts?: () => PoolCounts } | undefined;
}

/** Open handles by kind ("TCPSocketWrap", "Timeout", …): a count that keeps growing is a leak. */
function countActiveResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { db, internals }) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: { response: { 200: healthAnswerSchema, 503: healthDownAnswerSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        // Whatever the reason, a server without its database cannot serve: out of the load balancer.
        request.log.warn({ err }, "health check: the database does not answer");
        reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.code(503).send({ status: "unavailable" as const, database: "down" as const });
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );

  if (!internals) return;
  app.get(
    "/health/internals",
    {
      config: { access: "public" },
      schema: { response: { 200: healthInternalsAnswerSchema } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const memory = process.memoryUsage();
      return {
        pool: internals.poolCounts?.() ?? null,
        activeResources: countActiveResources(),
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
      };
    },
  );
};
