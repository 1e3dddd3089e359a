import {
  addressIdParamsSchema,
  addressListSchema,
  addressSchema,
  companySchema,
  companyInvitationSchema,
  createAddressBodySchema,
  createCompanyBodySchema,
  inviteMemberBodySchema,
  memberPriceListSchema,
  memberPricesQuerySchema,
  memberParamsSchema,
  myCompanySchema,
  updateAddressBodySchema,
  updateCompanyBodySchema,
  updateMemberBodySchema,
  memberProductListSchema,
  productListQuerySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import { listingHeaders } from "../catalog/index.js";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "../profiles/index.js";

import { createCompany, myCompany, updateMyCompany } from "./companies.service.js";
import { requireCompanyAdmin } from "./company-access.js";
import { companyAdminRoutes } from "./company-admin.routes.js";
import { memberListing, memberPrices } from "./company-prices.service.js";
import { invitationRoutes } from "./invitation.routes.js";
import { inviteMember, removeMember, revokeInvitation, updateMember } from "./members.service.js";
import { priceListTransferRoutes } from "./price-list-transfer.routes.js";

export interface CompaniesRoutesOptions {
  db: Database;
  rateLimit: RateLimiter;
}

const invitationParams = z.strictObject({ id: z.string().max(100) });

/**
 * Company accounts (issue 40). `member` routes find the caller's company on every request: a customer outside
 * any company gets 404, a buyer or approver 403 for what only a company admin may do, and no route takes a
 * company id from the caller, so another company's objects are out of reach (404).
 */
export const companiesRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (
  app,
  { db, rateLimit },
) => {
  await app.register(invitationRoutes, { db, rateLimit });
  await app.register(companyAdminRoutes, { db });
  // Its own plugin: the CSV body parser it adds stays with the import route.
  await app.register(priceListTransferRoutes, { db });
  const member = { access: "member" as const };
  const writes = rateLimit({
    name: "company",
    max: 60,
    windowSeconds: 60,
    per: (request) => `user:${request.caller!.id}`,
  });
  // Invitations send mail: fewer, so a company admin's account cannot be used to mail strangers.
  const invites = rateLimit({
    name: "company-invitations",
    max: 20,
    windowSeconds: 3600,
    per: (request) => `user:${request.caller!.id}`,
  });

  app.post(
    "/companies",
    {
      config: { access: "customer", idempotency: "replay" },
      preHandler: writes,
      schema: { body: createCompanyBodySchema, response: { 201: companySchema } },
    },
    async (request, reply) => reply.code(201).send(await createCompany(db, request.caller!, request.body)),
  );

  app.get(
    "/company",
    { config: member, schema: { response: { 200: myCompanySchema.nullable() } } },
    (request) => myCompany(db, request.caller!),
  );

  /** The member's prices over the public catalogue: private, never cached by anyone (issue 40 item 5). */
  app.get(
    "/company/prices",
    {
      config: member,
      schema: { querystring: memberPricesQuerySchema, response: { 200: memberPriceListSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return memberPrices(db, request.caller!.id, request.query.ids);
    },
  );

  app.get(
    "/company/products",
    {
      config: member,
      schema: {
        description:
          "Who may call it: a signed-in customer. The shop's listing as GET /api/products answers it (the same query and headers), each product with the caller's company price valid today, or null (always null outside a company): private, never cached.",
        querystring: productListQuerySchema,
        response: { 200: memberProductListSchema },
      },
    },
    async (request, reply) => {
      // Like GET /company/prices: the statement reads the membership itself; outside a company every price is null.
      const page = await memberListing(db, request.caller!.id, request.query);
      reply.headers({ ...listingHeaders(page), "cache-control": "private, no-store" });
      return page.items;
    },
  );

  app.patch(
    "/company",
    {
      config: member,
      preHandler: writes,
      schema: { body: updateCompanyBodySchema, response: { 200: companySchema } },
    },
    (request) => updateMyCompany(db, request.caller!, request.body),
  );

  app.post(
    "/company/invitations",
    {
      config: member,
      preHandler: invites,
      schema: { body: inviteMemberBodySchema, response: { 201: companyInvitationSchema } },
    },
    async (request, reply) => reply.code(201).send(await inviteMember(db, request.caller!, request.body)),
  );

  app.delete(
    "/company/invitations/:id",
    {
      config: member,
      preHandler: writes,
      schema: { params: invitationParams, response: { 200: myCompanySchema.nullable() } },
    },
    async (request) => {
      await revokeInvitation(db, request.caller!, request.params.id);
      return myCompany(db, request.caller!);
    },
  );

  app.patch(
    "/company/members/:userId",
    {
      config: member,
      preHandler: writes,
      schema: {
        params: memberParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: myCompanySchema.nullable() },
      },
    },
    async (request) => {
      await updateMember(db, request.caller!, request.params.userId, request.body);
      return myCompany(db, request.caller!);
    },
  );

  app.delete(
    "/company/members/:userId",
    {
      config: member,
      preHandler: writes,
      schema: { params: memberParamsSchema, response: { 200: myCompanySchema.nullable() } },
    },
    async (request) => {
      await removeMember(db, request.caller!, request.params.userId);
      return myCompany(db, request.caller!);
    },
  );

  /** The company's delivery addresses, offered to every member at checkout (GET /api/addresses lists them). */
  const companyBook = async (userId: string) => ({
    companyId: (await requireCompanyAdmin(db, userId)).companyId,
  });

  app.post(
    "/company/addresses",
    {
      config: member,
      preHandler: writes,
      schema: { body: createAddressBodySchema, response: { 201: addressSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addAddress(db, await companyBook(request.caller!.id), request.body)),
  );

  app.patch(
    "/company/addresses/:id",
    {
      config: member,
      preHandler: writes,
      schema: {
        params: addressIdParamsSchema,
        body: updateAddressBodySchema,
        response: { 200: addressSchema },
      },
    },
    async (request) =>
      updateAddress(db, await companyBook(request.caller!.id), request.params.id, request.body),
  );

  app.delete(
    "/company/addresses/:id",
    {
      config: member,
      preHandler: writes,
      schema: { params: addressIdParamsSchema, response: { 200: addressListSchema } },
    },
    async (request) => {
      const book = await companyBook(request.caller!.id);
      await deleteAddress(db, book, request.params.id);
      return listAddresses(db, book);
    },
  );
};
