import { PAGE_PATHS } from "@xpart/shared";
import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.js";
import { countInWindow } from "../../../db/window-counters.js";
import { enqueueMail } from "../../mail/index.js";
import { isUserDisabled } from "../accounts.service.js";
import { user as userTable } from "../accounts.tables.js";

import type { SignInThrottle } from "./sign-in-throttle.js";

/** How long a password reset link works (it also works only once: better-auth consumes it). */
export const RESET_LINK_MINUTES = 30;
/** How long a verification link works. */
const VERIFY_LINK_SECONDS = 24 * 3600;
/**
 * Reset mails one address receives per hour, whoever asks and from wherever (finding L3): past it the
 * request answers as usual and no mail goes, since the owner already has a working link.
 */
export const RESET_MAILS_PER_HOUR = 3;
/** Where a verification link lands: the profile, which shows the address as verified. */
const AFTER_VERIFY = PAGE_PATHS.profile;

interface MailUser {
  id: string;
  name: string;
  email: string;
}

/**
 * better-auth's mail hooks, as options for its config (issue 15): each queues a mail (decision 0017), so a
 * slow mail server never slows a sign-up. Without a mailer the features are off and better-auth says so.
 */
export function accountMailOptions(
  db: Database,
  publicUrl: string,
  mailEnabled: boolean,
  throttle: SignInThrottle,
) {
  if (!mailEnabled) return { emailAndPassword: {}, emailVerification: undefined };
  const link = (path: string, query: Record<string, string>) => {
    const url = new URL(path, publicUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  };
  return {
    emailAndPassword: {
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // Every session ends, and with them every API token (tokens are bound to a session).
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }: { user: MailUser; token: string }) {
        // A removed account gets no way back in (finding I8).
        if (await isUserDisabled(db, user.id)) return;
        const key = `reset-mail:${user.email.toLowerCase()}`;
        if ((await countInWindow(db, key, RESET_MAILS_PER_HOUR, 3600)) > 0) return;
        await enqueueMail(db, {
          kind: "reset-password",
          to: user.email,
          data: {
            name: user.name,
            url: link(PAGE_PATHS.resetPassword, { token }),
            expiresInMinutes: RESET_LINK_MINUTES,
          },
        });
      },
      async onPasswordReset({ user }: { user: MailUser }) {
        // The link reached this mailbox, which proves the address; the notice (a security mail) goes only
        // to a verified address, and this one now is.
        await db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, user.id));
        // The mailbox proves the owner: a lock that guessers elsewhere caused ends here (finding M1).
        await throttle.reset(user.email);
        await enqueueMail(db, { kind: "password-changed", to: user.email, data: { name: user.name } });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      async sendVerificationEmail({ user, token }: { user: MailUser; token: string }) {
        await enqueueMail(db, {
          kind: "verify-email",
          to: user.email,
          data: {
            name: user.name,
            url: link("/api/auth/verify-email", { token, callbackURL: AFTER_VERIFY }),
          },
        });
      },
    },
  };
}
