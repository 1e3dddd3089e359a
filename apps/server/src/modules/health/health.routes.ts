import { healthAnswerSchema, healthDownAnswerSchema } from "@xpart/shared";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/unavailable.js";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
};
