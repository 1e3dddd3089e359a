import { reviewSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { listReviews } from "./reviews.service.js";

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/reviews",
    { config: { access: "public" }, schema: { response: { 200: z.array(reviewSchema) } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return listReviews(db);
    },
  );
};
