import { createHash } from "node:crypto";

import {
  adminProductSchema,
  categorySchema,
  createProductAnswerSchema,
  createProductBodySchema,
  deleteProductAnswerSchema,
  facetSchema,
  productFacetsQuerySchema,
  productGetQuerySchema,
  PRODUCT_ADMIN_TEXTS,
  productIdParamsSchema,
  productListQuerySchema,
  productSchema,
  updateProductAnswerSchema,
  updateProductBodySchema,
} from "@xpart/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import type { ReadRouter } from "../../db/read-replicas.js";
import { NotFoundError } from "../../domain-errors.js";
import {
  chooseEncoding,
  COMPRESS_THRESHOLD,
  compressBody,
  type Encoding,
} from "../../plugins/compression.js";

import { createProduct, getAdminProduct, removeProduct, updateProduct } from "./catalog-admin.service.js";
import { listFacets } from "./catalog-facets.service.js";
import { listingHeaders, listProducts } from "./catalog-listing.service.js";
import type { TtlCache } from "./catalog.cache.js";
import { getProduct, listCategories } from "./catalog.service.js";

/** A catalogue answer, serialised once: the body, its ETag, headers to send with it and compressed copies. */
export interface CachedAnswer {
  status: 200 | 404;
  body: string;
  etag: string;
  headers: Record<string, string>;
  /** Filled on first demand, then reused for as long as the answer is cached. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

function answer(value: unknown, headers: Record<string, string> = {}, status: 200 | 404 = 200): CachedAnswer {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  return {
    status,
    body,
    etag,
    headers: { ...headers, etag, "cache-control": "no-cache", vary: "accept-encoding" },
    encoded: {},
  };
}

const JSON_TYPE = "application/json; charset=utf-8";

function send(reply: FastifyReply, cached: CachedAnswer) {
  if (cached.status === 404) throw new NotFoundError(PRODUCT_ADMIN_TEXTS.productNotFound);
  const { headers } = reply.request;
  reply.headers(cached.headers);
  if (headers["if-none-match"] === cached.etag) return reply.code(304).send();
  reply.type(JSON_TYPE);
  const encoding =
    Buffer.byteLength(cached.body) >= COMPRESS_THRESHOLD ? chooseEncoding(headers["accept-encoding"]) : null;
  if (!encoding) return reply.send(cached.body);
  const compressed = (cached.encoded[encoding] ??= compressBody(cached.body, encoding));
  return compressed.then((bytes) => reply.header("content-encoding", encoding).send(bytes));
}

/** Catalogue reads are cached under their address as sent, so a hit skips parsing and validation. */
const cacheKey = (request: FastifyRequest) => request.url;

/**
 * Public catalogue reads, answered from a brief cache with ETags, so that a repeated read costs little and a
 * conditional one a 304 (DESIGN §7), and loaded through `reads` (a replica when one is within its lag limit:
 * these answers may be `CATALOG_CACHE_MS` old anyway); and the admin's routes, which stay on the primary `db`:
 * its writes clear that cache themselves (the service does, on commit), and it reads back what it wrote.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  db: Database;
  reads: ReadRouter;
  cache: TtlCache<CachedAnswer>;
}> = async (app, { db, reads, cache }) => {
  /** A live cached answer goes out before the query string is parsed or validated. */
  const fromCache = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const cached = request.method === "GET" ? cache.peek(cacheKey(request)) : undefined;
    if (cached?.status !== 200) return done();
    void Promise.resolve(send(reply, cached)).catch((err: unknown) => reply.send(err));
  };
  const read = { access: "public" as const, quietLog: true };

  app.get(
    "/products",
    {
      config: read,
      onRequest: fromCache,
      compress: false,
      schema: { querystring: productListQuerySchema, response: { 200: z.array(productSchema) } },
    },
    async (request, reply) => {
      const cached = await cache.get(cacheKey(request), async () => {
        const page = await reads.read((reader) => listProducts(reader, request.query));
        return answer(page.items, listingHeaders(page));
      });
      return send(reply, cached);
    },
  );

  app.get(
    "/products/:id",
    {
      config: read,
      onRequest: fromCache,
      compress: false,
      schema: {
        params: productIdParamsSchema,
        querystring: productGetQuerySchema,
        response: { 200: productSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cache.get(cacheKey(request), async () => {
        const product = await reads.read((reader) => getProduct(reader, id, request.query.vehicle));
        return product ? answer(product) : answer(null, {}, 404);
      });
      return send(reply, cached);
    },
  );

  app.get(
    "/products/facets",
    {
      config: read,
      onRequest: fromCache,
      compress: false,
      schema: { querystring: productFacetsQuerySchema, response: { 200: z.array(facetSchema) } },
    },
    async (request, reply) => {
      const cached = await cache.get(cacheKey(request), async () =>
        answer(await reads.read((reader) => listFacets(reader, request.query))),
      );
      return send(reply, cached);
    },
  );

  app.get(
    "/categories",
    {
      config: read,
      onRequest: fromCache,
      compress: false,
      schema: { response: { 200: z.array(categorySchema) } },
    },
    async (request, reply) => {
      const cached = await cache.get(cacheKey(request), async () =>
        answer(await reads.read((reader) => listCategories(reader))),
      );
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

  // Issue 27: what only admins see of a product (its reorder threshold), beside the public, cached answer.
  app.get(
    "/admin/products/:id",
    {
      config: { access: "admin" },
      schema: { params: productIdParamsSchema, response: { 200: adminProductSchema } },
    },
    async (request) => getAdminProduct(db, request.params.id),
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
