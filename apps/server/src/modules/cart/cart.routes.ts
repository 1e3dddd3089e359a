import {
  addCartItemsAnswerSchema,
  addCartItemsBodySchema,
  cartSchema,
  checkoutAnswerSchema,
  checkoutBodySchema,
  reorderAnswerSchema,
  setCartItemBodySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import { checkoutAnswerOf, orderPlacementRoute, type HoldingLimits } from "../orders/index.js";

import { checkoutCart } from "./cart-checkout.service.js";
import { addLinesToCart, clearCart, getCart, removeCartItem, setCartItem } from "./cart.service.js";
import { quickOrderRoutes } from "./quick-order.routes.js";
import { reorder } from "./reorder.service.js";

export interface CartRoutesOptions {
  db: Database;
  rateLimit: RateLimiter;
  limits: HoldingLimits;
  orderTtlMs: number;
}

const productParams = z.strictObject({ productId: z.string().max(100) });
const idParams = z.strictObject({ id: z.string().max(100) });

/** The signed-in customer's cart, its checkout, quick order and 'Order again' (issue 26, decision 0031). */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (
  app,
  { db, rateLimit, limits, orderTtlMs },
) => {
  await app.register(quickOrderRoutes, { db, rateLimit });

  app.get(
    "/cart",
    { config: { access: "customer" }, schema: { response: { 200: cartSchema } } },
    async (request) => getCart(db, request.caller!.id),
  );

  app.post(
    "/cart/items",
    {
      config: { access: "customer" },
      preHandler: rateLimit({ name: "cart", max: 120, windowSeconds: 60 }),
      schema: { body: addCartItemsBodySchema, response: { 200: addCartItemsAnswerSchema } },
    },
    async (request) => addLinesToCart(db, request.caller!.id, request.body.lines),
  );

  app.put(
    "/cart/items/:productId",
    {
      config: { access: "customer" },
      schema: {
        params: productParams,
        body: setCartItemBodySchema,
        response: { 200: addCartItemsAnswerSchema },
      },
    },
    async (request) => setCartItem(db, request.caller!.id, request.params.productId, request.body.quantity),
  );

  app.delete(
    "/cart/items/:productId",
    { config: { access: "customer" }, schema: { params: productParams, response: { 200: cartSchema } } },
    async (request) => removeCartItem(db, request.caller!.id, request.params.productId),
  );

  app.delete(
    "/cart",
    { config: { access: "customer" }, schema: { response: { 200: cartSchema } } },
    async (request) => {
      await clearCart(db, request.caller!.id);
      return getCart(db, request.caller!.id);
    },
  );

  /** The whole cart as one checkout: every line's stock taken in one transaction, or nothing (409 naming the lines). */
  app.post(
    "/checkout",
    {
      ...orderPlacementRoute(rateLimit),
      schema: { body: checkoutBodySchema, response: { 201: checkoutAnswerSchema } },
    },
    async (request, reply) => {
      const placed = await checkoutCart(db, request.caller!, request.body, {
        limits,
        ttlMs: orderTtlMs,
        address: request.ip,
      });
      return reply.code(201).send(checkoutAnswerOf(placed));
    },
  );

  app.post(
    "/orders/:id/reorder",
    {
      config: { access: "customer" },
      preHandler: rateLimit({ name: "cart", max: 120, windowSeconds: 60 }),
      schema: { params: idParams, response: { 200: reorderAnswerSchema } },
    },
    async (request) => reorder(db, request.caller!, request.params.id),
  );
};
