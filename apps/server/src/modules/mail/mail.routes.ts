import { mailPreferencesSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";

import type { MailSender } from "./mail-sender.js";
import { mailPreferences } from "./mail.tables.js";
import { remindersWanted } from "./reminders.js";

/**
 * A customer's mail preferences: only reminders can be turned off (receipts and security mails cannot). The
 * configured sender's own routes, if it has any, come beside them.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Database; sender: MailSender | null }> = async (
  app,
  { db, sender },
) => {
  app.get(
    "/mail/preferences",
    { config: { access: "user" }, schema: { response: { 200: mailPreferencesSchema } } },
    async (request) => ({ orderReminders: await remindersWanted(db, request.caller!.id) }),
  );

  app.put(
    "/mail/preferences",
    {
      config: { access: "user" },
      schema: { body: mailPreferencesSchema, response: { 200: mailPreferencesSchema } },
    },
    async (request) => {
      const { orderReminders } = request.body;
      const now = new Date();
      await db
        .insert(mailPreferences)
        .values({ userId: request.caller!.id, orderReminders })
        .onConflictDoUpdate({ target: mailPreferences.userId, set: { orderReminders, updatedAt: now } });
      return { orderReminders };
    },
  );

  if (sender?.routes) await app.register(sender.routes());
};
