import { and, eq, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../../db/client.js";
import { TooManyError } from "../../../domain-errors.js";
import { signInFailures } from "../accounts.tables.js";

/**
 * Password guesses are slowed down without locking the owner out (security findings 9 and M1; OWASP
 * Authentication Cheat Sheet, ASVS 6.3). Attempts are counted per account and client address, and once
 * more per account for all the addresses that never signed in to it: an address that gave the right
 * password before keeps its own budget, however many guesses come from elsewhere. The first few attempts
 * cost nothing; after that each one waits, doubling up to a cap of minutes. A password reset (the mailbox
 * proves the owner) clears the counts. Unknown emails are counted alike, so the answer does not tell which
 * accounts exist.
 */
export const THROTTLE = {
  freeFailures: 5,
  firstLockSeconds: 30,
  maxLockSeconds: 5 * 60,
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: 60 * 60,
  /** How long an address that signed in keeps its own budget after its last success. */
  rememberAddressSeconds: 90 * 24 * 60 * 60,
} as const;

/** The row that counts attempts from every address that has not signed in to the account. */
export const NEW_ADDRESSES = "";

/** Doublings stop here: the cap is reached long before, and 2^16 stays an exact integer. */
const MAX_DOUBLINGS = 16;

export function lockSeconds(failures: number): number {
  if (failures < THROTTLE.freeFailures) return 0;
  const doublings = Math.min(failures - THROTTLE.freeFailures, MAX_DOUBLINGS);
  return Math.min(THROTTLE.firstLockSeconds * 2 ** doublings, THROTTLE.maxLockSeconds);
}

/** `lockSeconds` in SQL, so that the check and the count are one statement (finding L1). */
export function lockSecondsSql(failures: SQL | typeof signInFailures.failures): SQL {
  const { freeFailures, firstLockSeconds, maxLockSeconds } = THROTTLE;
  return sql`(case when ${failures} < ${freeFailures} then 0 else least(${firstLockSeconds} * power(2, least(${failures} - ${freeFailures}, ${MAX_DOUBLINGS})), ${maxLockSeconds}) end)`;
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** One password check under way: it was counted as a failure before the password was compared. */
export interface PasswordAttempt {
  /** The password was right: this address keeps its own budget from now on, and the counts start again. */
  succeeded(): Promise<void>;
}

export interface SignInThrottle {
  /**
   * Counts one attempt at this account's password from this address, before the password is compared,
   * so that parallel guesses cannot all slip through one check (finding L1). Throws a 429 when the
   * account may not be tried from this address yet.
   */
  begin(email: string, address: string): Promise<PasswordAttempt>;
  /** The address proved itself without a password check (a sign-up): it keeps its own budget. */
  remember(email: string, address: string): Promise<void>;
  /** A password reset proves the mailbox: every count of the account starts again. */
  reset(email: string): Promise<void>;
}

export function lockedError(seconds: number): TooManyError {
  return new TooManyError(
    `Too many wrong passwords for this account. Please try again in ${seconds} seconds, or reset your password.`,
    seconds,
  );
}

/** `now` is a parameter for the tests that move the clock past a lock. */
export function createSignInThrottle(db: Database, now: () => Date = () => new Date()): SignInThrottle {
  const row = (email: string, address: string) =>
    and(eq(signInFailures.email, email), eq(signInFailures.address, address));

  async function knows(email: string, address: string, at: Date): Promise<boolean> {
    const since = new Date(at.getTime() - THROTTLE.rememberAddressSeconds * 1000);
    const [found] = await db
      .select({ signedInAt: signInFailures.signedInAt })
      .from(signInFailures)
      .where(row(email, address));
    return Boolean(found?.signedInAt && found.signedInAt > since);
  }

  /** Takes one attempt from the counter in one statement; answers the seconds to wait (0: taken). */
  async function take(email: string, address: string, at: Date): Promise<number> {
    const forgotten = new Date(at.getTime() - THROTTLE.forgetAfterSeconds * 1000);
    const stale = sql`${signInFailures.lastFailureAt} < ${forgotten}`;
    const lockEnd = sql`${signInFailures.lastFailureAt} + ${lockSecondsSql(signInFailures.failures)} * interval '1 second'`;
    const taken = await db
      .insert(signInFailures)
      .values({ email, address, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: [signInFailures.email, signInFailures.address],
        set: {
          failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
          lastFailureAt: at,
        },
        setWhere: sql`${stale} or ${lockEnd} <= ${at}`,
      })
      .returning({ failures: signInFailures.failures });
    if (taken.length) return 0;
    const [locked] = await db.select().from(signInFailures).where(row(email, address));
    if (!locked) return 0;
    const since = (at.getTime() - locked.lastFailureAt.getTime()) / 1000;
    return Math.max(1, Math.ceil(lockSeconds(locked.failures) - since));
  }

  async function remember(email: string, address: string) {
    const at = now();
    await db
      .insert(signInFailures)
      .values({ email, address, failures: 0, lastFailureAt: at, signedInAt: at })
      .onConflictDoUpdate({
        target: [signInFailures.email, signInFailures.address],
        set: { failures: 0, signedInAt: at },
      });
    await db.delete(signInFailures).where(row(email, NEW_ADDRESSES));
  }

  return {
    async begin(rawEmail, address) {
      const email = keyOf(rawEmail);
      const at = now();
      const known = await knows(email, address, at);
      let wait = await take(email, address, at);
      if (!wait && !known) wait = await take(email, NEW_ADDRESSES, at);
      if (wait > 0) throw lockedError(wait);
      return { succeeded: () => remember(email, address) };
    },
    remember: (email, address) => remember(keyOf(email), address),
    async reset(rawEmail) {
      await db
        .update(signInFailures)
        .set({ failures: 0 })
        .where(eq(signInFailures.email, keyOf(rawEmail)));
    },
  };
}
