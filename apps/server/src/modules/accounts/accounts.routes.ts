import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import type { AccessTokens } from "./access-token.js";
import type { Access } from "./access.js";
import { findUserByEmail } from "./accounts.service.js";
import { mountAuth } from "./auth-mount.js";
import type { Auth } from "./auth.js";

export interface AccountsRoutesOptions {
  db: Database;
  auth: Auth;
  tokens: AccessTokens;
  access: Access;
  publicUrl: string;
  googleEnabled: boolean;
  rateLimit: RateLimiter;
}

const emailParams = z.strictObject({ email: z.string().min(3).max(254) });
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { db, auth, tokens, access } = options;
  mountAuth(app, auth, options.publicUrl);

  /** Which sign-in methods this shop offers, so the web app can say when Google is not available. */
  app.get(
    "/sign-in-options",
    { schema: { response: { 200: z.object({ google: z.boolean() }) } } },
    async () => ({ google: options.googleEnabled }),
  );

  /**
   * The spec's token call: an API access token, only for the holder of a live identity session for exactly
   * this email (DESIGN §4). The body may carry the email and nothing else.
   */
  app.put(
    "/user/:email",
    {
      // The web app refreshes its token every few minutes; 30 a minute leaves room and stops scripted loops.
      preHandler: options.rateLimit({ name: "token", max: 30, windowSeconds: 60 }),
      schema: {
        params: emailParams,
        body: z.strictObject({ email: z.string().max(254).optional() }).optional(),
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) throw new HttpError(401, "Please sign in first");
      const { email } = request.params;
      if (request.body?.email !== undefined && !sameEmail(request.body.email, email)) {
        throw new HttpError(400, "The email in the body must be the one in the path");
      }
      if (!sameEmail(session.user.email, email))
        throw new HttpError(403, "You can only get a token for yourself");
      return { token: await tokens.issue(session.user.id, session.user.email) };
    },
  );

  /** `{admin}` from the database, for the caller's own email (or any, for an admin). */
  app.get(
    "/admin/:email",
    {
      preHandler: access.requireUser,
      schema: { params: emailParams, response: { 200: z.object({ admin: z.boolean() }) } },
    },
    async (request) => {
      const caller = request.caller!;
      const { email } = request.params;
      if (!sameEmail(caller.email, email) && caller.role !== "admin") {
        throw new HttpError(403, "You can only ask about yourself");
      }
      const subject = sameEmail(caller.email, email) ? caller : await findUserByEmail(db, email);
      return { admin: subject?.role === "admin" };
    },
  );
};
