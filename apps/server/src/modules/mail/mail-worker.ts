import type { FastifyBaseLogger, FastifyInstance } from "fastify";

import type { Database } from "../../db/client.js";

import { claimDueJobs, markFailed, markSent, type ClaimedJob } from "./mail-queue.js";
import type { MailSender } from "./mail-sender.js";
import { enqueueDueReminders, type ReminderSource } from "./reminders.js";
import { isMailKind, renderMail, type MailData } from "./templates.js";

/** Tries per mail before it is given up ('failed'): the waits between them add up to about a day. */
export const MAX_ATTEMPTS = 8;
/** Jobs claimed per statement. */
const BATCH = 20;

/** 1 min, 2, 4… capped at 6 h. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

export interface Delivery {
  db: Database;
  sender: MailSender;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * One job: render and send. Logs name the job and its kind only, never the recipient or the content (the
 * links in them sign people in).
 */
async function deliver({ db, sender, publicUrl, log }: Delivery, job: ClaimedJob, now: Date) {
  try {
    if (!isMailKind(job.kind)) throw new Error(`unknown mail kind`);
    const mail = renderMail(job.kind, job.payload as MailData[typeof job.kind], publicUrl);
    await sender.send({ to: job.recipient, ...mail });
    await markSent(db, job);
  } catch (error) {
    const reason = error instanceof Error ? error.name : "Error";
    const retryAt = job.attempts < MAX_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
    await markFailed(db, job, reason, retryAt);
    log.warn(
      { mailJob: job.id, kind: job.kind, attempts: job.attempts, reason, retry: Boolean(retryAt) },
      "mail not sent",
    );
  }
}

/** Sends every due mail (several workers may run it at once: each job is claimed by one). Answers how many it tried. */
export async function deliverDueMail(delivery: Delivery, now = new Date()): Promise<number> {
  let tried = 0;
  for (;;) {
    const jobs = await claimDueJobs(delivery.db, now, BATCH);
    for (const job of jobs) await deliver(delivery, job, now);
    tried += jobs.length;
    if (jobs.length < BATCH) return tried;
  }
}

export interface MailWorkerOptions extends Omit<Delivery, "log"> {
  pollMs: number;
  reminders: ReminderSource;
}

/**
 * Runs the queue while the app is up: once at start (mail queued while the server was down goes out) and
 * every `pollMs`. Safe with several app servers on one database.
 */
export function startMailWorker(app: FastifyInstance, options: MailWorkerOptions) {
  const delivery: Delivery = { ...options, log: app.log };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    // A slow mail server must not pile runs on top of each other.
    if (running) return;
    running = enqueueDueReminders(options.db, options.reminders)
      .then(() => deliverDueMail(delivery))
      .then((tried) => {
        if (tried > 0) app.log.info({ tried }, "mail queue worked through");
      })
      .catch((err: unknown) => app.log.error({ err }, "mail worker run failed"))
      .finally(() => {
        running = null;
      });
  };
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, options.pollMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
    options.sender.close?.();
  });
}
