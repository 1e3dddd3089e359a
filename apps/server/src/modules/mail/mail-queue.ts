import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { mailJobs } from "./mail.tables.js";
import type { MailData, MailKind } from "./templates.js";

export interface MailJob<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  data: MailData[K];
  /** A mail that must go at most once (an order's 'paid'): a second enqueue with the same key is dropped. */
  dedupeKey?: string;
}

/**
 * Queues a mail. Call it with the transaction that makes the change the mail tells about: the mail then
 * exists exactly when the change was committed, and a crash afterwards cannot lose it.
 */
export async function enqueueMail<K extends MailKind>(db: Database, job: MailJob<K>): Promise<void> {
  await db
    .insert(mailJobs)
    .values({ kind: job.kind, recipient: job.to, payload: job.data, dedupeKey: job.dedupeKey ?? null })
    .onConflictDoNothing({ target: mailJobs.dedupeKey });
}

export type ClaimedJob = typeof mailJobs.$inferSelect;

/** How long a worker holds a claimed job: past it, the job is taken as abandoned (its worker died). */
export const CLAIM_MS = 2 * 60_000;

/**
 * Claims up to `batch` due jobs for this worker in one statement. Rows another worker is claiming are
 * skipped (FOR UPDATE SKIP LOCKED) and the outer condition is checked again on the locked row, so two workers
 * never hold one job at once.
 */
export async function claimDueJobs(db: Database, now: Date, batch: number): Promise<ClaimedJob[]> {
  const due = or(
    and(eq(mailJobs.status, "pending"), lte(mailJobs.runAfter, now)),
    and(eq(mailJobs.status, "sending"), lt(mailJobs.lockedUntil, now)),
  );
  const candidates = db
    .select({ id: mailJobs.id })
    .from(mailJobs)
    .where(due)
    .orderBy(asc(mailJobs.runAfter))
    .limit(batch)
    .for("update", { skipLocked: true });
  return db
    .update(mailJobs)
    .set({
      status: "sending",
      attempts: sql`${mailJobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + CLAIM_MS),
      updatedAt: now,
    })
    .where(and(inArray(mailJobs.id, candidates), due))
    .returning();
}

/** Marks a claimed job sent; only the claim that sent it may (a lapsed claim taken over counts attempts on). */
export async function markSent(db: Database, job: ClaimedJob): Promise<void> {
  const now = new Date();
  await db
    .update(mailJobs)
    .set({ status: "sent", sentAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(mailJobs.id, job.id), eq(mailJobs.status, "sending"), eq(mailJobs.attempts, job.attempts)));
}

/** Puts a failed job back for a later try, or gives it up for good. */
export async function markFailed(
  db: Database,
  job: ClaimedJob,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailJobs)
    .set({
      status: retryAt ? "pending" : "failed",
      runAfter: retryAt ?? job.runAfter,
      lockedUntil: null,
      lastError: error,
      updatedAt: new Date(),
    })
    .where(and(eq(mailJobs.id, job.id), eq(mailJobs.status, "sending"), eq(mailJobs.attempts, job.attempts)));
}
