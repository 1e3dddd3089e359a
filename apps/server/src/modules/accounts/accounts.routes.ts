import { ACCESS_TEXTS, accessTokenAnswerSchema, adminStatusSchema, signInOptionsSchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { InvalidError } from "../../domain-errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import { findUserByEmail, sameEmail } from "./accounts.service.js";
import type { Accounts } from "./accounts.setup.js";
import { authRoutes } from "./identity/auth-mount.js";
import { userAdminRoutes } from "./user-admin.routes.js";

export interface AccountsRoutesOptions {
  db: Database;
  accounts: Accounts;
  rateLimit: RateLimiter;
}

const emailParams = z.strictObject({ email: z.string().min(3).max(254) });

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { db, accounts } = options;
  const { auth, tokens, throttle } = accounts;
  await app.register(authRoutes, {
    db,
    auth,
    publicUrl: accounts.publicUrl,
    throttle,
    mailEnabled: accounts.mailEnabled,
  });
  await app.register(userAdminRoutes, { db });

  /**
   * Which sign-in methods this shop offers, so the web app shows the Google button only when it works, and
   * whether it can send mail, so the reset and verification pages say so when it cannot.
   */
  app.get(
    "/sign-in-options",
    { config: { access: "public" }, schema: { response: { 200: signInOptionsSchema } } },
    async () => ({ google: accounts.googleEnabled, mail: accounts.mailEnabled }),
  );

  /**
   * The spec's token call: an API access token, only for the holder of a live identity session for exactly
   * this email (DESIGN §4), bound to that session. The body may carry the email and nothing else.
   */
  app.put(
    "/user/:email",
    {
      config: { access: "own-session" },
      // Counted per account (issue 12): the web app asks once per sign-in and every 10 minutes, so 30 a minute
      // stops scripted loops without touching a shopper; shoppers behind one office or carrier address share
      // only the per-address ceiling, far above what a crowd of them needs.
      preHandler: [
        options.rateLimit({ name: "token-address", max: 300, windowSeconds: 60 }),
        options.rateLimit({
          name: "token",
          max: 30,
          windowSeconds: 60,
          per: (r) => `user:${r.identity!.userId}`,
        }),
      ],
      schema: {
        params: emailParams,
        body: z.strictObject({ email: z.string().max(254).optional() }).optional(),
        response: { 200: accessTokenAnswerSchema },
      },
    },
    async (request) => {
      const identity = request.identity!;
      if (request.body?.email !== undefined && !sameEmail(request.body.email, request.params.email)) {
        throw new InvalidError(ACCESS_TEXTS.emailMismatch);
      }
      return { token: await tokens.issue(identity) };
    },
  );

  /** `{admin}` from the database, for the caller's own email (or any, for an admin). */
  app.get(
    "/admin/:email",
    {
      config: { access: "self-or-admin" },
      schema: { params: emailParams, response: { 200: adminStatusSchema } },
    },
    async (request) => {
      const caller = request.caller!;
      const { email } = request.params;
      const subject = sameEmail(caller.email, email) ? caller : await findUserByEmail(db, email);
      return { admin: subject?.role === "admin" };
    },
  );
};
