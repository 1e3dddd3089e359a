import type { FastifyBaseLogger } from "fastify";
import type { JobResult, JobWithMetadata } from "pg-boss";

import type { Database } from "../../db/client.js";
import type { JobEngine } from "../../jobs/index.js";

import { MAIL_QUEUE, MAIL_REMINDER_QUEUE, type QueuedMail } from "./mail-queue.js";
import type { MailSender } from "./mail-sender.js";
import { enqueueDueReminders, type ReminderSource } from "./reminders.js";
import { isMailKind, renderMail, type MailData } from "./templates.js";

/** Mails fetched per poll. */
export const MAIL_BATCH = 20;

export interface Delivery {
  sender: MailSender;
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * Marks one sent mail done at once. Without it the batch's outcomes are stored when the batch ends, and a
   * batch cut short (a shutdown, its claim running out) would send its already sent mails again.
   */
  settle?: (jobId: string) => Promise<unknown>;
}

/**
 * One job: render and send. Logs name the job and its kind only, never the recipient or the content (the
 * links in them sign people in). A kind no template knows can never go: it is dead-lettered at once.
 */
async function deliver(
  { sender, publicUrl, log, settle }: Delivery,
  job: JobWithMetadata<QueuedMail>,
): Promise<JobResult> {
  const { kind, to, data } = job.data;
  if (!isMailKind(kind)) {
    log.warn({ mailJob: job.id }, "mail of an unknown kind given up");
    return { id: job.id, status: "deadletter", output: { reason: "unknown mail kind" } };
  }
  try {
    await sender.send({ to, ...renderMail(kind, data as MailData[typeof kind], publicUrl) });
  } catch (error) {
    const reason = error instanceof Error ? error.name : "Error";
    const attempts = job.retryCount + 1;
    log.warn(
      { mailJob: job.id, kind, attempts, reason, retry: job.retryCount < job.retryLimit },
      "mail not sent",
    );
    return { id: job.id, status: "failed", output: { reason } };
  }
  // Sent: a failure to record it now is the batch's end's to retry, never a reason to send again.
  await settle?.(job.id).catch((err: unknown) =>
    log.warn({ err, mailJob: job.id }, "mail sent, not yet marked"),
  );
  return { id: job.id, status: "completed" };
}

/** The mail queue's handler: sends a batch, one outcome per mail (pg-boss retries the failed ones). */
export function mailHandler(delivery: Delivery) {
  return async (jobs: JobWithMetadata<QueuedMail>[]): Promise<JobResult[]> => {
    const results: JobResult[] = [];
    // pg-boss claims the oldest but hands them over in any order: a receipt must not overtake its 'placed'.
    const oldestFirst = [...jobs].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
    for (const job of oldestFirst) results.push(await deliver(delivery, job));
    if (jobs.length > 0) delivery.log.info({ tried: jobs.length }, "mail queue worked through");
    return results;
  };
}

export interface MailWorkerOptions extends Omit<Delivery, "log"> {
  db: Database;
  pollMs: number;
  reminders: ReminderSource;
}

/**
 * Sends queued mail while the app is up, polling every `pollMs` (mail queued while the server was down goes
 * at start), and scans for due reminders as often. Safe with several app servers on one database: pg-boss
 * hands each mail to one worker.
 */
export function startMailWorker(
  app: { log: FastifyBaseLogger },
  jobs: JobEngine,
  options: MailWorkerOptions,
) {
  const { db, pollMs, reminders, ...delivery } = options;
  jobs.work(
    MAIL_QUEUE,
    {
      pollingIntervalSeconds: Math.max(0.5, pollMs / 1000),
      batchSize: MAIL_BATCH,
      includeMetadata: true,
      perJobResults: true,
    },
    mailHandler({ ...delivery, log: app.log, settle: (id) => jobs.boss.complete(MAIL_QUEUE, id) }),
  );
  jobs.every(MAIL_REMINDER_QUEUE, pollMs, () => enqueueDueReminders(db, reminders));
}
