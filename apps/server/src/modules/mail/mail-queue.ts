import type { Queue } from "pg-boss";

import type { Database } from "../../db/client.js";
import { jobIdFor, recurringQueue, sendJob } from "../../jobs/index.js";

import type { MailData, MailKind } from "./templates.js";

export interface MailJob<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  data: MailData[K];
  /** A mail that must go at most once (an order's 'paid'): a second enqueue with the same key is dropped. */
  dedupeKey?: string;
}

/** What a mail job carries: the template's name and data, and the recipient. */
export type QueuedMail = Omit<MailJob, "dedupeKey">;

/** The mail queue: one job per mail. */
export const MAIL_QUEUE = "mail";
/** Where a mail goes once every try failed: kept a month for an admin to see (the metrics) and send again. */
export const MAIL_DEAD_LETTER_QUEUE = "mail.failed";
/** The reminder scan, run periodically (reminders.ts). */
export const MAIL_REMINDER_QUEUE = "mail.reminders";

/** Tries after the first before a mail is given up: the waits between them add up to about a day. */
export const MAIL_RETRIES = 12;

/**
 * The mail module's queues and their policies. Retries back off exponentially with jitter from 30 to 60
 * seconds for the first, doubling, each wait capped at 6 hours (decision 0024). A claimed mail whose worker
 * died is taken back after 2 minutes.
 */
export const MAIL_QUEUES: readonly Queue[] = [
  { name: MAIL_DEAD_LETTER_QUEUE, retentionSeconds: 30 * 24 * 3600 },
  {
    name: MAIL_QUEUE,
    retryLimit: MAIL_RETRIES,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
    expireInSeconds: 120,
    deadLetter: MAIL_DEAD_LETTER_QUEUE,
  },
  recurringQueue(MAIL_REMINDER_QUEUE),
];

/** The job id of the mail with this dedupe key. */
export const mailJobId = (dedupeKey: string) => jobIdFor(`mail:${dedupeKey}`);

/**
 * Queues a mail. Call it with the transaction that makes the change the mail tells about: the mail then
 * exists exactly when the change was committed, and a crash afterwards cannot lose it.
 */
export async function enqueueMail<K extends MailKind>(db: Database, job: MailJob<K>): Promise<void> {
  const { dedupeKey, ...mail } = job;
  await sendJob(db, MAIL_QUEUE, mail, dedupeKey ? { id: mailJobId(dedupeKey) } : {});
}
