import {
  createReviewBodySchema,
  deletedCountAnswerSchema,
  insertedIdAnswerSchema,
  reviewListQuerySchema,
  reviewSchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import { addReview, hideReview, listReviews } from "./reviews.service.js";

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Database; rateLimit: RateLimiter }> = async (
  app,
  { db, rateLimit },
) => {
  app.get(
    "/reviews",
    {
      config: { access: "public" },
      schema: { querystring: reviewListQuerySchema, response: { 200: z.array(reviewSchema) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      return listReviews(db, request.query);
    },
  );

  app.post(
    "/reviews",
    {
      config: { access: "customer", idempotency: "replay" },
      preHandler: rateLimit({ name: "reviews", max: 10, windowSeconds: 60 }),
      schema: { body: createReviewBodySchema, response: { 201: insertedIdAnswerSchema } },
    },
    async (request, reply) => {
      const insertedId = await addReview(db, request.caller!, request.body);
      return reply.code(201).send({ insertedId });
    },
  );

  /** An admin hides a review: it is kept, and no longer shown. */
  app.delete(
    "/reviews/:id",
    {
      config: { access: "admin" },
      schema: {
        params: z.strictObject({ id: z.string().max(100) }),
        response: { 200: deletedCountAnswerSchema },
      },
    },
    async (request) => {
      await hideReview(db, request.caller!, request.params.id);
      return { deletedCount: 1 };
    },
  );
};
