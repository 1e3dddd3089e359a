import {
  createInfoBodySchema,
  INFO_TEXTS,
  infoListSchema,
  insertedIdAnswerSchema,
  modifiedCountAnswerSchema,
  updateInfoBodySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { ForbiddenError, InvalidError } from "../../domain-errors.js";
import { sameEmail } from "../accounts/index.js";

import { addressesRoutes, type AddressesRoutesOptions } from "./addresses.routes.js";
import { addInfo, listInfoOf, updateInfo, type InfoFields } from "./profiles.service.js";

const emailQuery = z.strictObject({ email: z.string().min(1).max(254) });

/** Drops the fields not sent, so an update changes only those. */
const given = (fields: Record<string, string | null | undefined>): InfoFields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** The profile's info record (spec §7 /info) and saved addresses: each user reads and writes only their own. */
export const profilesRoutes: FastifyPluginAsyncZod<AddressesRoutesOptions> = async (
  app,
  { db, rateLimit, companyOf },
) => {
  await app.register(addressesRoutes, { db, rateLimit, companyOf });

  app.get(
    "/info",
    { config: { access: "self" }, schema: { querystring: emailQuery, response: { 200: infoListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listInfoOf(db, request.caller!);
    },
  );

  app.post(
    "/info",
    {
      config: { access: "user" },
      preHandler: rateLimit({ name: "info", max: 30, windowSeconds: 60 }),
      schema: { body: createInfoBodySchema, response: { 201: insertedIdAnswerSchema } },
    },
    async (request, reply) => {
      const { email, ...fields } = request.body;
      // The form shows the signed-in email read-only; a different one is someone else's record.
      if (email !== undefined && !sameEmail(email, request.caller!.email))
        throw new ForbiddenError(INFO_TEXTS.emailMismatch);
      const insertedId = await addInfo(db, request.caller!, given(fields));
      return reply.code(201).send({ insertedId });
    },
  );

  app.put(
    "/info",
    {
      config: { access: "self" },
      preHandler: rateLimit({ name: "info", max: 30, windowSeconds: 60 }),
      schema: {
        querystring: emailQuery,
        body: updateInfoBodySchema,
        response: { 200: modifiedCountAnswerSchema },
      },
    },
    async (request) => {
      const b = request.body;
      if (Object.keys(b).length === 0) throw new InvalidError(INFO_TEXTS.nothingToUpdate);
      const modifiedCount = await updateInfo(
        db,
        request.caller!,
        given({
          studyIn: b.updatedStudyIn,
          livesIn: b.updatedLivesIn,
          phone: b.updatedPhone,
          facebook: b.updatedFacebook,
          linkedin: b.updatedLinkedIn,
          github: b.updatedGithub,
        }),
      );
      return { modifiedCount };
    },
  );
};
