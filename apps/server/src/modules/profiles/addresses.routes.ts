import {
  addressIdParamsSchema,
  addressListSchema,
  addressSchema,
  createAddressBodySchema,
  updateAddressBodySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import { addAddress, deleteAddress, findAddress, listAddresses, updateAddress } from "./addresses.service.js";

export interface AddressesRoutesOptions {
  db: Database;
  rateLimit: RateLimiter;
  /** The caller's company, whose addresses they are offered too (issue 40); handed in by app.ts. */
  companyOf: (userId: string) => Promise<string | null>;
}

/**
 * Saved delivery addresses (issue 26): each signed-in customer changes only their own and sees them with their
 * company's (issue 40, `shared`; its admins change those under /api/company/addresses); another's id answers
 * 404, as an absent one does. A DELETE answers the remaining list, so the new default shows at once.
 */
export const addressesRoutes: FastifyPluginAsyncZod<AddressesRoutesOptions> = async (
  app,
  { db, rateLimit, companyOf },
) => {
  const mine = { access: "user" as const };
  // Per account: people behind one office address each keep their own book.
  const writes = rateLimit({
    name: "addresses",
    max: 60,
    windowSeconds: 60,
    per: (request) => `user:${request.caller!.id}`,
  });

  /** The caller's own, then their company's. */
  async function offeredTo(userId: string) {
    const companyId = await companyOf(userId);
    const own = await listAddresses(db, { userId });
    return companyId ? [...own, ...(await listAddresses(db, { companyId }))] : own;
  }

  app.get("/addresses", { config: mine, schema: { response: { 200: addressListSchema } } }, (request) =>
    offeredTo(request.caller!.id),
  );

  app.get(
    "/addresses/:id",
    { config: mine, schema: { params: addressIdParamsSchema, response: { 200: addressSchema } } },
    (request) => findAddress(db, { userId: request.caller!.id }, request.params.id),
  );

  app.post(
    "/addresses",
    {
      config: mine,
      preHandler: writes,
      schema: { body: createAddressBodySchema, response: { 201: addressSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addAddress(db, { userId: request.caller!.id }, request.body)),
  );

  app.patch(
    "/addresses/:id",
    {
      config: mine,
      preHandler: writes,
      schema: {
        params: addressIdParamsSchema,
        body: updateAddressBodySchema,
        response: { 200: addressSchema },
      },
    },
    (request) => updateAddress(db, { userId: request.caller!.id }, request.params.id, request.body),
  );

  app.delete(
    "/addresses/:id",
    {
      config: mine,
      preHandler: writes,
      schema: { params: addressIdParamsSchema, response: { 200: addressListSchema } },
    },
    async (request) => {
      await deleteAddress(db, { userId: request.caller!.id }, request.params.id);
      return offeredTo(request.caller!.id);
    },
  );
};
