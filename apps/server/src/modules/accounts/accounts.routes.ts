import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import type { AccessTokens } from "./access-token.js";
import { findUserByEmail, sameEmail } from "./accounts.service.js";
import { authRoutes } from "./auth-mount.js";
import type { Auth } from "./auth.js";
import type { SignInThrottle } from "./sign-in-throttle.js";

export interface AccountsRoutesOptions {
  db: Database;
  auth: Auth;
  tokens: AccessTokens;
  publicUrl: string;
  googleEnabled: boolean;
  rateLimit: RateLimiter;
  throttle: SignInThrottle;
}

const emailParams = z.strictObject({ email: z.string().min(3).max(254) });

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { db, auth, tokens, throttle } = options;
  await app.register(authRoutes, { db, auth, publicUrl: options.publicUrl, throttle });

  /** Which sign-in methods this shop offers, so the web app can say when Google is not available. */
  app.get(
    "/sign-in-options",
    { config: { access: "public" }, schema: { response: { 200: z.object({ google: z.boolean() }) } } },
    async () => ({ google: options.googleEnabled }),
  );

  /**
   * The spec's token call: an API access token, only for the holder of a live identity session for exactly
   * this email (DESIGN §4), bound to that session. The body may carry the email and nothing else.
   */
  app.put(
    "/user/:email",
    {
      config: { access: "own-session" },
      // The web app refreshes its token every few minutes; 30 a minute leaves room and stops scripted loops.
      preHandler: options.rateLimit({ name: "token", max: 30, windowSeconds: 60 }),
      schema: {
        params: emailParams,
        body: z.strictObject({ email: z.string().max(254).optional() }).optional(),
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => {
      const identity = request.identity!;
      if (request.body?.email !== undefined && !sameEmail(request.body.email, request.params.email)) {
        throw new HttpError(400, "The email in the body must be the one in the path");
      }
      return { token: await tokens.issue(identity) };
    },
  );

  /** `{admin}` from the database, for the caller's own email (or any, for an admin). */
  app.get(
    "/admin/:email",
    {
      config: { access: "self-or-admin" },
      schema: { params: emailParams, response: { 200: z.object({ admin: z.boolean() }) } },
    },
    async (request) => {
      const caller = request.caller!;
      const { email } = request.params;
      const subject = sameEmail(caller.email, email) ? caller : await findUserByEmail(db, email);
      return { admin: subject?.role === "admin" };
    },
  );
};
