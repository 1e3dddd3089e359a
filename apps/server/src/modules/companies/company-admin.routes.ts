import {
  adminCompanySchema,
  companyPriceBodySchema,
  companyPriceEntrySchema,
  companyPriceListSchema,
  companyPriceParamsSchema,
  adminUpdateCompanyBodySchema,
  companyIdParamsSchema,
  companyListSchema,
  companySchema,
  companySearchQuerySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";

import { companyForShop, listCompaniesForShop, updateCompanyAsShop } from "./companies.service.js";
import { deleteCompanyPrice, priceListOf, setCompanyPrice } from "./company-prices.service.js";

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

  app.get(
    "/admin/companies/:id/prices",
    { config: admin, schema: { params: companyIdParamsSchema, response: { 200: companyPriceListSchema } } },
    (request) => priceListOf(db, request.params.id),
  );

  app.put(
    "/admin/companies/:id/prices/:productId",
    {
      config: admin,
      schema: {
        params: companyPriceParamsSchema,
        body: companyPriceBodySchema,
        response: { 200: companyPriceEntrySchema },
      },
    },
    (request) =>
      setCompanyPrice(db, request.caller!, request.params.id, request.params.productId, request.body),
  );

  app.delete(
    "/admin/companies/:id/prices/:productId",
    {
      config: admin,
      schema: { params: companyPriceParamsSchema, response: { 200: companyPriceListSchema } },
    },
    async (request) => {
      await deleteCompanyPrice(db, request.caller!, request.params.id, request.params.productId);
      return priceListOf(db, request.params.id);
    },
  );
};
