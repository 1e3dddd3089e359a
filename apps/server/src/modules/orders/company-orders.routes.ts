import { companyOrdersQuerySchema, orderSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { listCompanyOrders } from "./company-orders.service.js";

/** The 'Company orders' view beside My Orders (issue 40). */
export const companyOrdersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/company/orders",
    {
      config: { access: "member" },
      schema: { querystring: companyOrdersQuerySchema, response: { 200: z.array(orderSchema) } },
    },
    (request) => listCompanyOrders(db, request.caller!, request.query.buyer),
  );
};
