import { sql } from "drizzle-orm";

import type { Database } from "../../../db/client.js";
import { TooManyError } from "../../../domain-errors.js";
import { signInFailures } from "../accounts.tables.js";

/**
 * Wrong passwords per account, from any address (security finding 9; ASVS 6.3.1). The first few cost
 * nothing; after that each failure locks the account's password sign-in briefly, doubling up to a cap, so
 * a guesser gets a handful of tries an hour while the owner is never locked out for long. Unknown emails
 * are counted alike, so the answer does not tell which accounts exist.
 */
export const THROTTLE = {
  freeFailures: 5,
  firstLockSeconds: 30,
  maxLockSeconds: 5 * 60,
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: 60 * 60,
} as const;

export function lockSeconds(failures: number): number {
  if (failures < THROTTLE.freeFailures) return 0;
  const doublings = Math.min(failures - THROTTLE.freeFailures, 16);
  return Math.min(THROTTLE.firstLockSeconds * 2 ** doublings, THROTTLE.maxLockSeconds);
}

const keyOf = (email: string) => email.trim().toLowerCase();

export interface SignInThrottle {
  /** Seconds until this account may try a password again (0: now). */
  waitFor(email: string): Promise<number>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
  lockedError(seconds: number): TooManyError;
}

export function createSignInThrottle(db: Database): SignInThrottle {
  return {
    async waitFor(email) {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(sql`${signInFailures.email} = ${keyOf(email)}`);
      if (!row) return 0;
      const sinceLast = (Date.now() - row.lastFailureAt.getTime()) / 1000;
      if (sinceLast >= THROTTLE.forgetAfterSeconds) return 0;
      return Math.max(0, Math.ceil(lockSeconds(row.failures) - sinceLast));
    },
    async failed(email) {
      const at = new Date();
      const forgotten = new Date(Date.now() - THROTTLE.forgetAfterSeconds * 1000);
      await db
        .insert(signInFailures)
        .values({ email: keyOf(email), failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: {
            failures: sql`case when ${signInFailures.lastFailureAt} < ${forgotten} then 1 else ${signInFailures.failures} + 1 end`,
            lastFailureAt: at,
          },
        });
    },
    async succeeded(email) {
      await db.delete(signInFailures).where(sql`${signInFailures.email} = ${keyOf(email)}`);
    },
    lockedError(seconds) {
      return new TooManyError(
        `Too many wrong passwords for this account. Please try again in ${seconds} seconds.`,
        seconds,
      );
    },
  };
}
