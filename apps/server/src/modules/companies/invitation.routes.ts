import { invitationPreviewSchema, invitationTokenParamsSchema, joinedCompanySchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import { acceptInvitation, previewInvitation } from "./members.service.js";

/**
 * An invitation's link (issue 40): anyone holding it sees which company and role it is for; accepting it needs
 * the invited email signed in. Per address, so guessing tokens is slow on top of being hopeless (256 bits).
 */
export const invitationRoutes: FastifyPluginAsyncZod<{ db: Database; rateLimit: RateLimiter }> = async (
  app,
  { db, rateLimit },
) => {
  const tries = rateLimit({ name: "company-invitation-links", max: 30, windowSeconds: 60 });

  app.get(
    "/company-invitations/:token",
    {
      config: { access: "public" },
      preHandler: tries,
      schema: { params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return previewInvitation(db, request.params.token);
    },
  );

  app.post(
    "/company-invitations/:token/accept",
    {
      config: { access: "customer" },
      preHandler: tries,
      schema: { params: invitationTokenParamsSchema, response: { 200: joinedCompanySchema } },
    },
    (request) => acceptInvitation(db, request.caller!, request.params.token),
  );
};
