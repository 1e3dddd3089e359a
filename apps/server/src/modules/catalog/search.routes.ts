import { searchSuggestionsSchema, searchSuggestQuerySchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { ReadRouter } from "../../db/read-replicas.js";

import { suggest } from "./search-suggest.service.js";

/**
 * The search box's suggestions (issue 42): public and the same for everyone, so browsers and shared caches may
 * keep an answer a minute; read from a replica when the shop has some.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ reads: ReadRouter }> = async (app, { reads }) => {
  app.get(
    "/search/suggest",
    {
      config: { access: "public", quietLog: true },
      schema: { querystring: searchSuggestQuerySchema, response: { 200: searchSuggestionsSchema } },
    },
    async (request, reply) => {
      const { q } = request.query;
      const suggestions = await reads.read((db) => suggest(db, q));
      reply.header("cache-control", "public, max-age=60");
      return { q, suggestions };
    },
  );
};
