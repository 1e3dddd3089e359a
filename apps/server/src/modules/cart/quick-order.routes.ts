import { quickOrderAnswerSchema, quickOrderBodySchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import { quickOrder } from "./quick-order.service.js";

export interface QuickOrderRoutesOptions {
  db: Database;
  rateLimit: RateLimiter;
}

/** POST /api/quick-order (issue 26), registered under the /api prefix. */
export const quickOrderRoutes: FastifyPluginAsyncZod<QuickOrderRoutesOptions> = async (
  app,
  { db, rateLimit },
) => {
  app.post(
    "/quick-order",
    {
      // A repeat of the same submission (a retry on a lost answer) must not add the quantities twice.
      config: { access: "customer", idempotency: "replay" },
      // Up to 200 lines each: a buyer checks a few lists a minute, not hundreds.
      preHandler: rateLimit({ name: "quick-order", max: 30, windowSeconds: 60 }),
      schema: { body: quickOrderBodySchema, response: { 200: quickOrderAnswerSchema } },
    },
    async (request) => quickOrder(db, request.caller!.id, request.body.text),
  );
};
