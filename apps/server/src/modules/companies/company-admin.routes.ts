import {
  adminCompanySchema,
  adminUpdateCompanyBodySchema,
  companyIdParamsSchema,
  companyListSchema,
  companySchema,
  companySearchQuerySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";

import { companyForShop, listCompaniesForShop, updateCompanyAsShop } from "./companies.service.js";

/** The shop's side of companies (issue 40): its admins see and edit any company, tax exemption included. */
export const companyAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const admin = { access: "admin" as const };

  app.get(
    "/admin/companies",
    {
      config: admin,
      schema: { querystring: companySearchQuerySchema, response: { 200: companyListSchema } },
    },
    (request) => listCompaniesForShop(db, request.query.q),
  );

  app.get(
    "/admin/companies/:id",
    { config: admin, schema: { params: companyIdParamsSchema, response: { 200: adminCompanySchema } } },
    (request) => companyForShop(db, request.params.id),
  );

  app.patch(
    "/admin/companies/:id",
    {
      config: admin,
      schema: {
        params: companyIdParamsSchema,
        body: adminUpdateCompanyBodySchema,
        response: { 200: companySchema },
      },
    },
    (request) => updateCompanyAsShop(db, request.caller!, request.params.id, request.body),
  );
};
