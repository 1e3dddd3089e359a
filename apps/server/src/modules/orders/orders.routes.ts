import {
  adminOrderCountsQuerySchema,
  adminOrderCountsSchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  createOrderAnswerSchema,
  createOrderBodySchema,
  deletedCountAnswerSchema,
  orderSchema,
  shipCheckoutAnswerSchema,
  shipCheckoutParamsSchema,
  shipOrderAnswerSchema,
  shipOrderBodySchema,
  TOTAL_COUNT_HEADER,
  type ShippingDetails,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import type { JobEngine } from "../../jobs/index.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import { approvalsRoutes } from "./approvals.routes.js";
import { createOrder } from "./checkout.service.js";
import { companyOrdersRoutes } from "./company-orders.routes.js";
import { countOrders, deleteOrder, listAllOrders } from "./order-admin.service.js";
import { startOrderExpiry } from "./order-expiry.js";
import type { HoldingLimits } from "./order-holds.js";
import { orderPlacementRoute } from "./order-placement.routes.js";
import { shipCheckout, shipOrder } from "./order-shipping.service.js";
import type { PaymentSettlement } from "./order-transitions.service.js";
import { apiOrdersOf, getOwnOrder, listOrdersOf } from "./orders.service.js";

export interface OrdersRoutesOptions {
  db: Database;
  rateLimit: RateLimiter;
  limits: HoldingLimits;
  /** Asks the payment provider before an unpaid order is cancelled. */
  settle: PaymentSettlement;
  /** A verified customer's unpaid orders older than this are cancelled and their stock released. */
  orderTtlMs: number;
  /** Runs the expiry of unpaid orders. */
  jobs: JobEngine;
}

const idParams = z.strictObject({ id: z.string().max(100) });
/** What the spec's 'Approve Booking' records: no carrier, no tracking number. */
const NOT_TRACKED: ShippingDetails = { carrier: null, trackingNumber: null };

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { db, rateLimit, limits, settle, orderTtlMs, jobs },
) => {
  startOrderExpiry(
    app.log,
    jobs,
    db,
    { ttlMs: orderTtlMs, unverifiedTtlMs: limits.unverified.ttlMs },
    settle,
  );

  await app.register(companyOrdersRoutes, { db });
  await app.register(approvalsRoutes, { db, orderTtlMs });

  app.post(
    "/orders",
    {
      ...orderPlacementRoute(rateLimit),
      schema: { body: createOrderBodySchema, response: { 201: createOrderAnswerSchema } },
    },
    async (request, reply) => {
      const order = await createOrder(db, request.caller!, request.body, {
        limits,
        ttlMs: orderTtlMs,
        address: request.ip,
      });
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
    async (request) => {
      const order = await getOwnOrder(db, request.caller!, request.params.id, { admins: true });
      return (await apiOrdersOf(db, [order]))[0]!;
    },
  );

  /**
   * The owner's cancel (unpaid only), or an admin's 'Delete Order' of someone else's order: unpaid ones are
   * cancelled (stock released), cancelled ones leave every list; paid and shipped ones are a 409.
   */
  app.delete(
    "/orders/:id",
    {
      config: { access: "owner-or-admin" },
      schema: { params: idParams, response: { 200: deletedCountAnswerSchema } },
    },
    async (request) => {
      await deleteOrder(db, request.caller!, request.params.id, settle);
      return { deletedCount: 1 };
    },
  );

  /**
   * 'Approve Booking': paid → shipped; any other state is a 409. The spec's call has no body; the body may
   * carry a carrier and tracking number (issue 27, decision 0034).
   */
  app.put(
    "/orders/status/:id",
    {
      config: { access: "admin" },
      schema: { params: idParams, body: shipOrderBodySchema, response: { 200: shipOrderAnswerSchema } },
    },
    async (request) => ({
      modifiedCount: 1,
      order: await shipOrder(db, request.caller!, request.params.id, request.body ?? NOT_TRACKED),
    }),
  );

  /**
   * 'Ship all paid lines' (issue 39): every line of the purchase that may ship, with one carrier and tracking
   * number (the same body as 'Approve Booking'), in one transaction; no such line is a 409.
   */
  app.put(
    "/checkouts/:checkoutId/ship",
    {
      config: { access: "admin" },
      schema: {
        params: shipCheckoutParamsSchema,
        body: shipOrderBodySchema,
        response: { 200: shipCheckoutAnswerSchema },
      },
    },
    async (request) => {
      const shipped = await shipCheckout(
        db,
        request.caller!,
        request.params.checkoutId,
        request.body ?? NOT_TRACKED,
      );
      return { modifiedCount: shipped.length, orders: shipped };
    },
  );

  /** Every customer's orders with their timelines, paged on the server; the total in X-Total-Count. */
  app.get(
    "/allOrders",
    {
      config: { access: "admin" },
      schema: { querystring: adminOrderListQuerySchema, response: { 200: z.array(adminOrderSchema) } },
    },
    async (request, reply) => {
      const { items, total } = await listAllOrders(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  /** How many orders are in each state (for the status tabs), under the same search as the list. */
  app.get(
    "/allOrders/counts",
    {
      config: { access: "admin" },
      schema: { querystring: adminOrderCountsQuerySchema, response: { 200: adminOrderCountsSchema } },
    },
    async (request) => countOrders(db, request.query.q),
  );
};
