import { createOrderAnswerSchema, createOrderBodySchema, orderSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import {
  cancelOrder,
  createOrder,
  getOrderFor,
  listOrdersOf,
  toApiOrder,
  type HoldingLimits,
  type PaymentSettlement,
} from "./orders.service.js";

export interface OrdersRoutesOptions {
  db: Database;
  rateLimit: RateLimiter;
  limits: HoldingLimits;
  /** Asks the payment provider before an unpaid order is cancelled. */
  settle: PaymentSettlement;
  /** Called after stock changed, so catalogue answers show it at once on this server. */
  onStockChange: () => void;
}

const idParams = z.strictObject({ id: z.string().max(100) });

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { db, rateLimit, limits, settle, onStockChange },
) => {
  app.post(
    "/orders",
    {
      config: { access: "customer", idempotency: "replay" },
      preHandler: rateLimit({ name: "orders", max: 30, windowSeconds: 60 }),
      schema: { body: createOrderBodySchema, response: { 201: createOrderAnswerSchema } },
    },
    async (request, reply) => {
      const order = await createOrder(db, request.caller!, request.body, limits);
      onStockChange();
      return reply.code(201).send({ insertedId: order._id, order });
    },
  );

  app.get(
    "/orders",
    {
      config: { access: "self" },
      schema: {
        querystring: z.strictObject({ email: z.string().min(1).max(254) }),
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) => listOrdersOf(db, request.caller!.id),
  );

  app.get(
    "/orders/:id",
    { config: { access: "owner-or-admin" }, schema: { params: idParams, response: { 200: orderSchema } } },
    async (request) => toApiOrder(await getOrderFor(db, request.caller!, request.params.id)),
  );

  app.delete(
    "/orders/:id",
    {
      config: { access: "owner" },
      schema: { params: idParams, response: { 200: z.object({ deletedCount: z.number().int() }) } },
    },
    async (request) => {
      await cancelOrder(db, request.caller!, request.params.id, settle);
      onStockChange();
      return { deletedCount: 1 };
    },
  );
};
