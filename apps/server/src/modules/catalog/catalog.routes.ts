import { createHash } from "node:crypto";

import {
  categorySchema,
  createProductAnswerSchema,
  createProductBodySchema,
  deleteProductAnswerSchema,
  PRODUCT_ADMIN_TEXTS,
  productIdParamsSchema,
  productListQuerySchema,
  productSchema,
  TOTAL_COUNT_HEADER,
  updateProductAnswerSchema,
  updateProductBodySchema,
} from "@xpart/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { NotFoundError } from "../../domain-errors.js";

import type { TtlCache } from "./catalog.cache.js";
import {
  createProduct,
  getProduct,
  listCategories,
  listProducts,
  removeProduct,
  updateProduct,
} from "./catalog.service.js";

/** A catalogue answer, serialised once: the body, its ETag and headers to send with it. */
export interface CachedAnswer {
  status: 200 | 404;
  body: string;
  etag: string;
  headers: Record<string, string>;
}

function answer(value: unknown, headers: Record<string, string> = {}, status: 200 | 404 = 200): CachedAnswer {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  return { status, body, etag, headers };
}

function send(reply: FastifyReply, cached: CachedAnswer) {
  if (cached.status === 404) throw new NotFoundError(PRODUCT_ADMIN_TEXTS.productNotFound);
  const match = reply.request.headers["if-none-match"];
  reply.headers({ ...cached.headers, etag: cached.etag, "cache-control": "no-cache" });
  if (match === cached.etag) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(cached.body);
}

/**
 * Public catalogue reads, answered from a brief cache with ETags, so that a repeated read costs little and a
 * conditional one a 304 (DESIGN §7); and the admin's writes, which clear that cache themselves (the service
 * does, on commit).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; cache: TtlCache<CachedAnswer> }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/products",
    {
      config: { access: "public" },
      schema: { querystring: productListQuerySchema, response: { 200: z.array(productSchema) } },
    },
    async (request, reply) => {
      const query = request.query;
      const cached = await cache.get(`products ${JSON.stringify(query)}`, async () => {
        const { items, total } = await listProducts(db, query);
        return answer(items, { [TOTAL_COUNT_HEADER]: String(total) });
      });
      return send(reply, cached);
    },
  );

  app.get(
    "/products/:id",
    {
      config: { access: "public" },
      schema: { params: productIdParamsSchema, response: { 200: productSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cache.get(`product ${id}`, async () => {
        const product = await getProduct(db, id);
        return product ? answer(product) : answer(null, {}, 404);
      });
      return send(reply, cached);
    },
  );

  app.get(
    "/categories",
    { config: { access: "public" }, schema: { response: { 200: z.array(categorySchema) } } },
    async (_request, reply) => {
      const cached = await cache.get("categories", async () => answer(await listCategories(db)));
      return send(reply, cached);
    },
  );

  app.post(
    "/products",
    {
      config: { access: "admin", idempotency: "replay" },
      schema: { body: createProductBodySchema, response: { 201: createProductAnswerSchema } },
    },
    async (request, reply) => {
      const product = await createProduct(db, request.caller!, request.body);
      return reply.code(201).send({ insertedId: product._id, product });
    },
  );

  app.put(
    "/products/:id",
    {
      config: { access: "admin" },
      schema: {
        params: productIdParamsSchema,
        body: updateProductBodySchema,
        response: { 200: updateProductAnswerSchema },
      },
    },
    async (request) => updateProduct(db, request.caller!, request.params.id, request.body),
  );

  app.delete(
    "/products/:id",
    {
      config: { access: "admin" },
      schema: { params: productIdParamsSchema, response: { 200: deleteProductAnswerSchema } },
    },
    async (request) => removeProduct(db, request.caller!, request.params.id),
  );
};
