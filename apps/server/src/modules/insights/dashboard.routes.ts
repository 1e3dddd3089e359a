import { salesDashboardSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";

import { salesDashboard } from "./sales-dashboard.service.js";

/** The Sales page's figures (issue 27), admins only; nothing to send, so nothing to refuse but the caller. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/admin/dashboard",
    { config: { access: "admin" }, schema: { response: { 200: salesDashboardSchema } } },
    async () => salesDashboard(db),
  );
};
