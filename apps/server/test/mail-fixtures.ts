import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { JobWithMetadata } from "pg-boss";
import { afterAll, expect } from "vitest";

import type { Database } from "../src/db/client.js";
import { JOB_SCHEMA } from "../src/jobs/index.js";
import { invoiceFileOf } from "../src/modules/invoices/index.js";
import {
  mailHandler,
  mailJobId,
  OutboxMailSender,
  type MailSender,
  type OutboxEntry,
} from "../src/modules/mail/index.js";
import { MAIL_QUEUE, type QueuedMail } from "../src/modules/mail/mail-queue.js";
import { MAIL_BATCH } from "../src/modules/mail/mail-worker.js";

import { bearer } from "./auth-helpers.js";

/** A development outbox in a fresh directory, removed when the test file ends. */
export async function temporaryOutbox(): Promise<OutboxMailSender> {
  const directory = await mkdtemp(path.join(tmpdir(), "xpart-outbox-"));
  afterAll(() => rm(directory, { recursive: true, force: true }));
  return new OutboxMailSender(directory, "X-Part <no-reply@x-part.test>");
}

/**
 * Works the mail queue once, as the app's worker would, with `sender` (the outbox, or a failing mailer): fetches
 * the due mails from the app's job engine, sends them through the worker's own handler and settles each as
 * the worker does. Answers how many it tried. A later `now` moves the queue's clock: the mails due by then
 * become due now (their `start_after` is brought forward), so a retry's backoff is seen to pass.
 */
export async function sendDueMail(app: FastifyInstance, db: Database, sender: MailSender, now?: Date) {
  if (now) {
    await db.execute(sql`
      update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now()
      where name = ${MAIL_QUEUE} and state in ('created', 'retry') and start_after <= ${now.toISOString()}`);
  }
  const { boss } = app.jobs;
  const handle = mailHandler({
    sender,
    publicUrl: "http://127.0.0.1",
    log: app.log,
    // As the app's worker does: the paid mail carries its checkout's invoice.
    invoiceOf: (checkoutId) => invoiceFileOf(db, checkoutId),
  });
  let tried = 0;
  for (;;) {
    const jobs: JobWithMetadata<QueuedMail>[] = await boss.fetch(MAIL_QUEUE, {
      batchSize: MAIL_BATCH,
      includeMetadata: true,
    });
    if (!jobs.length) return tried;
    for (const result of await handle(jobs)) {
      const job = jobs.find((j) => j.id === result.id)!;
      if (result.status === "completed") await boss.complete(MAIL_QUEUE, job);
      else await boss.fail(MAIL_QUEUE, job, result.output);
    }
    tried += jobs.length;
  }
}

/** The data of the queued mail with this dedupe key. */
export async function queuedMail(app: FastifyInstance, dedupeKey: string): Promise<QueuedMail> {
  const [job] = await app.jobs.boss.findJobs<QueuedMail>(MAIL_QUEUE, { id: mailJobId(dedupeKey) });
  if (!job) throw new Error(`no mail job ${dedupeKey}`);
  return job.data;
}

/** The outbox as an admin reads it (GET /api/outbox with the admin's token), oldest first, for one recipient. */
export async function mailTo(
  app: FastifyInstance,
  adminToken: string,
  email: string,
): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: "GET", url: "/api/outbox", headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return (res.json() as OutboxEntry[]).filter((m) => m.to === email).reverse();
}

/** The first link in a mail's plain text that starts with `prefix`. */
export function linkIn(mail: OutboxEntry, prefix: string): string {
  const found = mail.text.split(/\s/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return found;
}
