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

/**
 * Saved delivery addresses (issue 26): each signed-in customer sees and changes only their own; another's id
 * answers 404, as an absent one does. A DELETE answers the remaining list, so the new default shows at once.
 */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Database; rateLimit: RateLimiter }> = async (
  app,
  { db, rateLimit },
) => {
  const mine = { access: "user" as const };
  // Per account: people behind one office address each keep their own book.
  const writes = rateLimit({
    name: "addresses",
    max: 60,
    windowSeconds: 60,
    per: (request) => `user:${request.caller!.id}`,
  });

  app.get("/addresses", { config: mine, schema: { response: { 200: addressListSchema } } }, (request) =>
    listAddresses(db, request.caller!.id),
  );

  app.get(
    "/addresses/:id",
    { config: mine, schema: { params: addressIdParamsSchema, response: { 200: addressSchema } } },
    (request) => findAddress(db, request.caller!.id, request.params.id),
  );

  app.post(
    "/addresses",
    {
      config: mine,
      preHandler: writes,
      schema: { body: createAddressBodySchema, response: { 201: addressSchema } },
    },
    async (request, reply) => reply.code(201).send(await addAddress(db, request.caller!.id, request.body)),
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
    (request) => updateAddress(db, request.caller!.id, request.params.id, request.body),
  );

  app.delete(
    "/addresses/:id",
    {
      config: mine,
      preHandler: writes,
      schema: { params: addressIdParamsSchema, response: { 200: addressListSchema } },
    },
    async (request) => {
      await deleteAddress(db, request.caller!.id, request.params.id);
      return listAddresses(db, request.caller!.id);
    },
  );
};
