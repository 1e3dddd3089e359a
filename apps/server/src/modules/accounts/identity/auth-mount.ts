import {
  ACCOUNT_TEXTS,
  CONTROL_CHARACTERS_MESSAGE,
  isLocalReturnPath,
  isPlainLine,
  MAIL_TEXTS,
  passwordResetRequestSchema,
  plainText,
  resetPasswordBodySchema,
  signUpBodySchema,
  updateUserBodySchema,
} from "@xpart/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../../db/client.js";
import { InvalidError, UnavailableError } from "../../../domain-errors.js";
import type { AccessRule } from "../../../plugins/route-access.js";
import { isUserDisabled } from "../accounts.service.js";

import { CLIENT_IP_HEADER, smsFailure, type Auth } from "./auth.js";
import { passwordProblem } from "./password-policy.js";
import { checkPhoneChange } from "./phone-change.js";
import type { SignInThrottle } from "./sign-in-throttle.js";
import { takeSmsForAccount, takeSmsForNumber } from "./sms-allowance.js";

/** Where better-auth may send the browser afterwards: only a path on this site, never another site. */
const localPath = z.string().max(2048).refine(isLocalReturnPath, { message: "must be a path on this site" });

const code = plainText().trim().min(1).max(20);
/**
 * A password already set, checked against its hash: control characters are refused as everywhere, but not
 * the invisible format characters new text may no longer hold (finding I11), so that an account whose
 * password has one still signs in.
 */
const currentPassword = z.string().max(128).refine(isPlainLine, CONTROL_CHARACTERS_MESSAGE);
const optionalPassword = currentPassword.optional();

/** E.164: a plus, a country code and up to 15 digits (also checked by better-auth's validator). */
const phoneNumber = z.string().regex(/^\+[1-9]\d{6,14}$/, ACCOUNT_TEXTS.phoneFormat);

interface IdentityRoute {
  method: "GET" | "POST";
  path: string;
  access: AccessRule;
  /** The only keys better-auth receives: anything else in the request is refused (strict) or dropped. */
  body?: z.ZodType<Record<string, unknown>>;
}

/**
 * The better-auth paths the web app calls, and nothing else (security finding 17): a path better-auth or a
 * plugin defines but the shop does not use (session listing, e-mail change, account deletion, phone
 * sign-in…) answers 404 like any unknown route. Each one is declared in the permission table.
 */
/** better-auth's own answers, passed through as it sent them (its documentation describes each). */
const IDENTITY_ANSWER = z.unknown().describe("better-auth's answer, passed through");

const IDENTITY_ROUTES: IdentityRoute[] = [
  { method: "GET", path: "/get-session", access: "public" },
  { method: "POST", path: "/sign-out", access: "public", body: z.strictObject({}) },
  { method: "POST", path: "/sign-up/email", access: "public", body: signUpBodySchema },
  {
    method: "POST",
    path: "/sign-in/email",
    access: "public",
    body: z.strictObject({
      email: plainText().trim().max(254),
      password: currentPassword,
      callbackURL: localPath.optional(),
      rememberMe: z.boolean().optional(),
    }),
  },
  {
    method: "POST",
    path: "/sign-in/social",
    access: "public",
    body: z.strictObject({
      provider: z.literal("google"),
      callbackURL: localPath.optional(),
      errorCallbackURL: localPath.optional(),
      newUserCallbackURL: localPath.optional(),
    }),
  },
  // Mail (issue 15): the link in the verification mail, 'send again' for the signed-in holder of the address,
  // and the password reset (the link itself opens our page, which posts the token and the new password).
  { method: "GET", path: "/verify-email", access: "public" },
  {
    method: "POST",
    path: "/send-verification-email",
    access: "session",
    body: z.strictObject({ email: plainText().trim().max(254).optional() }),
  },
  { method: "POST", path: "/request-password-reset", access: "public", body: passwordResetRequestSchema },
  { method: "POST", path: "/reset-password", access: "public", body: resetPasswordBodySchema },
  // Google sends the browser back here (GET with ?code&state); better-auth checks state and PKCE.
  { method: "GET", path: "/callback/:providerId", access: "public" },
  { method: "POST", path: "/update-user", access: "session", body: updateUserBodySchema },
  {
    method: "POST",
    path: "/two-factor/enable",
    access: "session",
    body: z.strictObject({ password: optionalPassword }),
  },
  {
    method: "POST",
    path: "/two-factor/disable",
    access: "session",
    body: z.strictObject({ password: optionalPassword }),
  },
  ...["/two-factor/verify-totp", "/two-factor/verify-otp"].map((path): IdentityRoute => ({
    method: "POST",
    path,
    access: "sign-in",
    body: z.strictObject({ code, trustDevice: z.boolean().optional() }),
  })),
  { method: "POST", path: "/two-factor/send-otp", access: "sign-in", body: z.strictObject({}) },
  {
    method: "POST",
    path: "/two-factor/verify-backup-code",
    access: "sign-in",
    body: z.strictObject({ code: plainText().trim().min(1).max(40), trustDevice: z.boolean().optional() }),
  },
  // The phone is a second factor only (decision 0003, finding 1): only a signed-in user verifies a number,
  // for their own account, and the verification never creates a session (see `forwardedBody`).
  {
    method: "POST",
    path: "/phone-number/send-otp",
    access: "session",
    body: z.strictObject({ phoneNumber, password: optionalPassword }),
  },
  {
    method: "POST",
    path: "/phone-number/verify",
    access: "session",
    body: z.strictObject({
      phoneNumber,
      code,
      password: optionalPassword,
      updatePhoneNumber: z.literal(true).optional(),
    }),
  },
];

/** The session routes where better-auth checks the account's password. */
const PASSWORD_CHECKED = new Set(["/two-factor/enable", "/two-factor/disable"]);

/** The routes that only work when the shop can send mail. */
const NEEDS_MAIL = new Set(["/send-verification-email", "/request-password-reset", "/reset-password"]);

/** What better-auth receives for a validated body: our own additions stripped, safe modes forced. */
function forwardedBody(
  path: string,
  body: Record<string, unknown>,
  request: FastifyRequest,
): Record<string, unknown> {
  // Always the session holder's own address, landing on the profile that shows it verified.
  if (path === "/send-verification-email") return { email: request.identity!.email };
  if (path === "/phone-number/send-otp") return { phoneNumber: body.phoneNumber };
  // `updatePhoneNumber` makes better-auth update the caller's own account instead of signing in whoever
  // owns the number, which is what a bare verify does.
  if (path === "/phone-number/verify")
    return { phoneNumber: body.phoneNumber, code: body.code, updatePhoneNumber: true };
  return body;
}

export interface AuthRoutesOptions {
  db: Database;
  auth: Auth;
  publicUrl: string;
  throttle: SignInThrottle;
  mailEnabled: boolean;
}

/** Hands the allowed /api/auth paths to better-auth as Fetch requests, with the socket address it rate-limits on. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, auth, publicUrl, throttle, mailEnabled } = options;

  async function forward(request: FastifyRequest, reply: FastifyReply, body: unknown): Promise<Response> {
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    headers.delete("content-length");
    if (body !== undefined) headers.set("content-type", "application/json");
    const sms: { error?: unknown } = {};
    const response = await smsFailure.run(sms, () =>
      auth.handler(
        new Request(new URL(request.url, publicUrl), {
          method: request.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    );
    if (sms.error) throw sms.error;
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie") reply.header(key, value);
    });
    // better-auth names its wait X-Retry-After; clients and proxies read the standard header.
    const retryAfter = response.headers.get("x-retry-after");
    if (response.status === 429 && retryAfter) reply.header("retry-after", retryAfter);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return response;
  }

  /**
   * The calls where better-auth compares a password count an attempt before it does (findings 9, M1, L1,
   * L5): signing in, and turning the second factor on or off with a stolen session.
   */
  async function passwordAttempt(
    path: string,
    body: Record<string, unknown> | undefined,
    request: FastifyRequest,
  ) {
    if (path === "/sign-in/email") return throttle.begin(String(body!.email), request.ip);
    if (PASSWORD_CHECKED.has(path) && body?.password !== undefined)
      return throttle.begin(request.identity!.email, request.ip);
    return undefined;
  }

  /**
   * A removed account's reset link, sent before it was removed, no longer works (finding I8): better-auth
   * then answers it as it answers any used link.
   */
  async function voidRemovedAccountsLink(token: string) {
    const { internalAdapter } = await auth.$context;
    const identifier = `reset-password:${token}`;
    const link = await internalAdapter.findVerificationValue(identifier);
    if (link && (await isUserDisabled(db, link.value)))
      await internalAdapter.deleteVerificationByIdentifier(identifier);
  }

  const send = async (reply: FastifyReply, response: Response) =>
    reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);

  for (const route of IDENTITY_ROUTES) {
    app.route({
      method: route.method,
      url: `/auth${route.path}`,
      config: { access: route.access },
      schema: {
        ...(route.body ? { body: route.body.optional() } : {}),
        response: { 200: IDENTITY_ANSWER },
      },
      async handler(request, reply) {
        const body = route.body ? ((request.body ?? {}) as Record<string, unknown>) : undefined;
        if (NEEDS_MAIL.has(route.path) && !mailEnabled) throw new UnavailableError(MAIL_TEXTS.notConfigured);
        if (route.path === "/sign-up/email" || route.path === "/reset-password") {
          const problem = passwordProblem(String(body!.password ?? body!.newPassword));
          if (problem)
            throw new InvalidError(problem, {
              [route.path === "/reset-password" ? "newPassword" : "password"]: problem,
            });
        }
        if (route.path === "/phone-number/send-otp") {
          await takeSmsForAccount(db, request.identity!.userId);
          await takeSmsForNumber(db, String(body!.phoneNumber));
        }
        if (route.path === "/reset-password") await voidRemovedAccountsLink(String(body!.token ?? ""));
        if (route.path.startsWith("/phone-number/")) {
          await checkPhoneChange(db, auth, throttle, request, {
            phoneNumber: String(body!.phoneNumber),
            password: body!.password as string | undefined,
          });
        }
        const attempt = await passwordAttempt(route.path, body, request);
        const response = await forward(request, reply, body && forwardedBody(route.path, body, request));
        if (response.ok) {
          await attempt?.succeeded();
          if (route.path === "/sign-up/email") await throttle.remember(String(body!.email), request.ip);
        }
        return send(reply, response);
      },
    });
  }
};
