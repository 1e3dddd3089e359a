import { createOrderAnswerSchema, createOrderBodySchema, orderSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import type { Access } from "../accounts/access.js";

import { cancelOrder, createOrder, getOrderFor, listOrdersOf, toApiOrder } from "./orders.service.js";

export interface OrdersRoutesOptions {
  db: Database;
  access: Access;
  rateLimit: RateLimiter;
  /** Called after stock changed, so catalogue answers show it at once on this server. */
  onStockChange: () => void;
}

const idParams = z.strictObject({ id: z.string().max(100) });

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { db, access, rateLimit, onStockChange },
) => {
  app.addHook("preHandler", access.requireUser);

  app.post(
    "/orders",
    {
      preHandler: rateLimit({ name: "orders", max: 30, windowSeconds: 60 }),
      schema: { body: createOrderBodySchema, response: { 201: createOrderAnswerSchema } },
    },
    async (request, reply) => {
      const caller = request.caller!;
      if (caller.role !== "customer") throw new HttpError(403, "Orders are placed by customers");
      const order = await createOrder(db, caller, request.body);
      onStockChange();
      return reply.code(201).send({ insertedId: order._id, order });
    },
  );

  app.get(
    "/orders",
    {
      schema: {
        querystring: z.strictObject({ email: z.string().min(1).max(254) }),
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) => {
      const caller = request.caller!;
      if (request.query.email.trim().toLowerCase() !== caller.email.toLowerCase()) {
        throw new HttpError(403, "You can only see your own orders");
      }
      return listOrdersOf(db, caller.id);
    },
  );

  app.get("/orders/:id", { schema: { params: idParams, response: { 200: orderSchema } } }, async (request) =>
    toApiOrder(await getOrderFor(db, request.caller!, request.params.id)),
  );

  app.delete(
    "/orders/:id",
    { schema: { params: idParams, response: { 200: z.object({ deletedCount: z.number().int() }) } } },
    async (request) => {
      await cancelOrder(db, request.caller!, request.params.id);
      onStockChange();
      return { deletedCount: 1 };
    },
  );
};
