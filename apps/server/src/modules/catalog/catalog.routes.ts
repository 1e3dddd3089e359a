import etag from "@fastify/etag";
import {
  categorySchema,
  productIdParamsSchema,
  productListQuerySchema,
  productSchema,
  TOTAL_COUNT_HEADER,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";

import { getProduct, listCategories, listProducts } from "./catalog.service.js";

/** Public catalogue reads. Answers carry an ETag, so a repeated read costs a 304 (DESIGN §7). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(etag, { weak: true });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
  });

  app.get(
    "/products",
    { schema: { querystring: productListQuerySchema, response: { 200: z.array(productSchema) } } },
    async (request, reply) => {
      const { items, total } = await listProducts(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    "/products/:id",
    { schema: { params: productIdParamsSchema, response: { 200: productSchema } } },
    async (request) => {
      const product = await getProduct(db, request.params.id);
      if (!product) throw new HttpError(404, "Product not found");
      return product;
    },
  );

  app.get("/categories", { schema: { response: { 200: z.array(categorySchema) } } }, async () =>
    listCategories(db),
  );
};
