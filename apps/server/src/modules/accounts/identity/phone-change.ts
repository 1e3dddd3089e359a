import { ACCESS_TEXTS } from "@xpart/shared";
import type { FastifyRequest } from "fastify";

import type { Database } from "../../../db/client.js";
import { ForbiddenError } from "../../../domain-errors.js";
import { passwordHashOf, verifiedPhoneOf } from "../accounts.service.js";

import type { Auth } from "./auth.js";
import { passwordMatches } from "./password-check.js";
import type { SignInThrottle } from "./sign-in-throttle.js";

/** An account without a password (made with Google) proves itself by a sign-in at most this old. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Moving a verified phone (the second factor) to another number needs a fresh proof that the account's
 * owner is at the keyboard (security finding 1): the password, or a recent sign-in when the account has
 * none. Adding a first number, or re-verifying the same one, needs nothing more than the session.
 */
export async function checkPhoneChange(
  db: Database,
  auth: Auth,
  throttle: SignInThrottle,
  request: FastifyRequest,
  change: { phoneNumber: string; password: string | undefined },
): Promise<void> {
  const identity = request.identity!;
  const current = await verifiedPhoneOf(db, identity.userId);
  if (!current || current === change.phoneNumber) return;
  const hash = await passwordHashOf(db, identity.userId);
  if (!hash) {
    if (Date.now() - identity.signedInAt.getTime() > FRESH_SIGN_IN_MS)
      throw new ForbiddenError(ACCESS_TEXTS.signInAgainForPhone);
    return;
  }
  if (!change.password) throw new ForbiddenError(ACCESS_TEXTS.passwordCheckNeeded);
  // A stolen session must not guess the password here faster than at the sign-in form.
  const attempt = await throttle.begin(identity.email, request.ip);
  if (!(await passwordMatches(hash, change.password))) throw new ForbiddenError(ACCESS_TEXTS.wrongPassword);
  await attempt.succeeded();
}
