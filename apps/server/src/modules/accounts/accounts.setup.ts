import type { FastifyBaseLogger } from "fastify";

import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { betterAuthLogger } from "../../plugins/log-safety.js";
import type { SmsSender } from "../../sms/sms-sender.js";

import { createAccessTokens } from "./access/access-token.js";
import { createGuards } from "./access/access.js";
import { ensureAdmin } from "./admin-bootstrap.js";
import { ensureFirstAdmin } from "./first-admin.js";
import { createAuth } from "./identity/auth.js";
import { createSignInThrottle } from "./identity/sign-in-throttle.js";

export interface AccountsSetupInput {
  db: Database;
  config: Config;
  /** The app-wide secret: signs sessions and API tokens. */
  secret: string;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Whether the shop can send mail (verification and password reset need it). */
  mailEnabled: boolean;
}

/**
 * The accounts side of start-up: the identity service (better-auth), the first admin, API tokens and the
 * guards every route's access rule runs.
 */
export async function setUpAccounts({ db, config, secret, sms, log, mailEnabled }: AccountsSetupInput) {
  const throttle = createSignInThrottle(db);
  const auth = createAuth({
    db,
    secret,
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    google: config.google,
    sms,
    mailEnabled,
    throttle,
    rateLimitMultiplier: config.rateLimitMultiplier,
    logger: betterAuthLogger(log),
  });
  if (config.admin) await ensureAdmin(db, auth, config.admin, log);
  const firstAdmin = config.firstAdmin ? await ensureFirstAdmin(db, auth, config.dataDir) : null;
  const tokens = createAccessTokens(secret);
  return {
    auth,
    tokens,
    guards: createGuards(db, tokens, auth),
    throttle,
    googleEnabled: Boolean(config.google),
    mailEnabled,
    publicUrl: config.publicUrl,
    firstAdmin,
  };
}

export type Accounts = Awaited<ReturnType<typeof setUpAccounts>>;
