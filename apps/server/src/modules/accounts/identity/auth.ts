import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

import { ADMIN_USER_TEXTS, LIMITS } from "@xpart/shared";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth, phoneNumber, twoFactor } from "better-auth/plugins";

import type { Database } from "../../../db/client.js";
import type { SmsSender } from "../../../sms/sms-sender.js";
import { isUserDisabled } from "../accounts.service.js";
import {
  account,
  rateLimit,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from "../accounts.tables.js";

import { accountMailOptions } from "./account-mail.js";
import type { SignInThrottle } from "./sign-in-throttle.js";
import { takeSmsForNumber } from "./sms-allowance.js";

/** The socket address, set by our own mount for every request (never taken from the client). */
export const CLIENT_IP_HEADER = "x-xpart-client-ip";

export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  sms: SmsSender;
  /** Whether mail can be sent: verification and password reset need it. */
  mailEnabled: boolean;
  /** Multiplies every rate limit; only tests that sign in many times raise it. */
  rateLimitMultiplier: number;
  /** Password attempts: a password reset clears the account's counts. */
  throttle: SignInThrottle;
  /** better-auth's log lines, through pino (plugins/log-safety.ts). */
  logger: NonNullable<Parameters<typeof betterAuth>[0]["logger"]>;
}

/**
 * A failed text message during one better-auth call. better-auth logs a failed send and answers 200 (the
 * second step) or 500 (phone verification); the mount answers with this error instead, so the user learns
 * that no code is coming.
 */
export const smsFailure = new AsyncLocalStorage<{ error?: unknown }>();

/** `allowance` is the number's SMS budget where the mount could not check it before (finding L4). */
function sendSms(
  sms: SmsSender,
  phone: string,
  text: string,
  allowance?: () => Promise<void>,
): Promise<void> {
  const sent = (allowance ? allowance() : Promise.resolve()).then(() => sms.send(phone, text));
  return sent.catch((error: unknown) => {
    const slot = smsFailure.getStore();
    if (slot) slot.error = error;
    throw error;
  });
}

/** Per client address and minute (DESIGN §6; research/security.md on credential stuffing). */
const RATE_LIMITS = {
  "/sign-in/email": 10,
  "/sign-up/email": 5,
  "/sign-in/social": 20,
  "/two-factor/*": 10,
  "/phone-number/*": 5,
  "/update-user": 20,
  "/send-verification-email": 3,
  "/request-password-reset": 3,
  "/reset-password": 10,
} as const;

export function createAuth(options: AuthOptions) {
  const { db, sms, google } = options;
  const mail = accountMailOptions(db, options.publicUrl, options.mailEnabled, options.throttle);
  return betterAuth({
    appName: "X-Part",
    baseURL: options.publicUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    logger: options.logger,
    // Phone numbers serve as a second factor only, never as a way in or to reset a password. The HTTP
    // allowlist (auth-mount.ts) already hides these; this keeps them off for server-side calls too.
    disabledPaths: [
      "/sign-in/phone-number",
      "/phone-number/request-password-reset",
      "/phone-number/reset-password",
    ],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // The spec's rule (§5, §9): at least 6 characters; better-auth's own default is 8.
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: 128,
      ...mail.emailAndPassword,
    },
    ...(mail.emailVerification ? { emailVerification: mail.emailVerification } : {}),
    user: {
      additionalFields: {
        // Never settable through sign-up or update-user: roles change only through admin actions.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      session: {
        create: {
          // A removed account ("Remove User") never gets a session again, whatever the way in: password,
          // Google or a second-factor step (each of them ends in a new session).
          async before(newSession) {
            if (await isUserDisabled(db, newSession.userId)) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_REMOVED",
                message: ADMIN_USER_TEXTS.accountRemoved,
              });
            }
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100 * options.rateLimitMultiplier,
      customRules: Object.fromEntries(
        Object.entries(RATE_LIMITS).map(([path, max]) => [
          path,
          { window: 60, max: max * options.rateLimitMultiplier },
        ]),
      ),
    },
    advanced: {
      // better-auth skips its Origin (CSRF) check when it thinks it runs under a test runner: never skip it.
      disableOriginCheck: false,
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.publicUrl.startsWith("https://"),
    },
    plugins: [
      twoFactor({
        issuer: "X-Part",
        allowPasswordless: true,
        otpOptions: {
          // Not async on purpose: better-auth only logs a rejected promise and answers 200, while an error
          // thrown right away reaches the caller, who must learn that no text message is coming.
          sendOTP({ user: u, otp }) {
            const phone = (u as { phoneNumber?: string | null }).phoneNumber;
            if (!phone) {
              throw new APIError("BAD_REQUEST", {
                code: "NO_PHONE_NUMBER",
                message:
                  "This account has no phone number for text-message codes. Use your authenticator app or a backup code.",
              });
            }
            return sendSms(sms, phone, `Your X-Part sign-in code is ${otp}`, () =>
              takeSmsForNumber(db, phone),
            );
          },
        },
      }),
      phoneNumber({
        async sendOTP({ phoneNumber: phone, code }) {
          await sendSms(sms, phone, `Your X-Part verification code is ${code}`);
        },
        // E.164: a plus, a country code and up to 15 digits.
        phoneNumberValidator: (phone) => /^\+[1-9]\d{6,14}$/.test(phone),
        allowedAttempts: 3,
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  discoveryUrl: `${google.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
