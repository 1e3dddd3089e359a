import { caughtSmsSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { LogSmsSender, type SmsSender } from "./sms-sender.js";

/**
 * GET /api/outbox/sms (issue 22): the text messages caught by the development outbox, newest first, for the
 * dashboard's Mail page. They are other people's sign-in codes, so only an admin reads them, as the caught
 * mail (M3). The route exists only while SMS goes to that outbox: with Twilio or none there is nothing caught.
 */
export const smsOutboxApiRoutes: FastifyPluginAsyncZod<{ sms: SmsSender }> = async (app, { sms }) => {
  if (!(sms instanceof LogSmsSender)) return;
  app.get(
    "/outbox/sms",
    { config: { access: "admin" }, schema: { response: { 200: z.array(caughtSmsSchema) } } },
    async () =>
      sms.outbox.toReversed().map(({ phoneNumber, message, at }) => ({
        phoneNumber,
        message,
        at: at.toISOString(),
      })),
  );
};
