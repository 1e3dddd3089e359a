import { healthAnswerSchema } from "@xpart/shared";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: { response: { 200: healthAnswerSchema } },
    },
    async (_request, reply) => {
      await db.execute(sql`select 1`);
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
