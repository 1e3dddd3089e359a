import { z } from "zod";

/**
 * What the identity service (better-auth, mounted under /api/auth, DESIGN §4) answers and the web app reads.
 * better-auth writes these answers, not our routes; they are kept here so the web app parses them with one
 * contract, as it does our own API's.
 */

/** GET /api/auth/get-session: the live session's user, or null without one. */
export const sessionAnswerSchema = z
  .object({
    user: z.object({
      email: z.string(),
      emailVerified: z.boolean().nullish(),
      name: z.string().nullish(),
      image: z.string().nullish(),
      twoFactorEnabled: z.boolean().nullish(),
      phoneNumber: z.string().nullish(),
    }),
  })
  .nullable();
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** A refusal by better-auth: its own `{code, message}`, not our `{error, message, requestId}`. */
export const identityErrorSchema = z.object({ code: z.string().optional(), message: z.string() });

/** POST /api/auth/sign-in/email: a session, or the second step it waits for (and which methods it offers). */
export const signInEmailAnswerSchema = z.object({
  twoFactorRedirect: z.boolean().optional(),
  twoFactorMethods: z.array(z.string()).optional(),
});

/** POST /api/auth/sign-in/social: the provider's address to send the browser to. */
export const socialSignInAnswerSchema = z.object({ url: z.string() });

/** POST /api/auth/two-factor/enable: the authenticator app's enrolment URI and the one-time backup codes. */
export const twoFactorEnableAnswerSchema = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
