import { PAGE_PATHS } from "@xpart/shared";
import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.js";
import { enqueueMail } from "../../mail/index.js";
import { user as userTable } from "../accounts.tables.js";

/** How long a password reset link works (it also works only once: better-auth consumes it). */
export const RESET_LINK_MINUTES = 30;
/** How long a verification link works. */
const VERIFY_LINK_SECONDS = 24 * 3600;
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
export function accountMailOptions(db: Database, publicUrl: string, mailEnabled: boolean) {
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
