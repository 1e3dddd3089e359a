import type { FastifyBaseLogger } from "fastify";
import type { JobResult, JobWithMetadata } from "pg-boss";

import type { Database } from "../../db/client.js";
import type { JobEngine } from "../../jobs/index.js";

import { MAIL_QUEUE, MAIL_REMINDER_QUEUE, type QueuedMail } from "./mail-queue.js";
import type { MailAttachment, MailSender } from "./mail-sender.js";
import { enqueueDueReminders, type ReminderSource } from "./reminders.js";
import type { OrderMailData } from "./template-parts.js";
import { isMailKind, renderMail, type MailData } from "./templates.js";

/** Mails fetched per poll. */
export const MAIL_BATCH = 20;

/** A checkout's invoice as a file. */
interface InvoicePdf {
  filename: string;
  pdf: Uint8Array;
}

/**
 * A checkout's invoice, or null when it has none: the invoices side, handed in by app.ts (invoices import
 * orders, which import this module).
 */
export type InvoiceSource = (db: Database, checkoutId: string) => Promise<InvoicePdf | null>;

export interface Delivery {
  sender: MailSender;
  /** The invoice the paid mail carries, rendered when it is sent so that the job stays small. */
  invoiceOf?: (checkoutId: string) => Promise<InvoicePdf | null>;
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * Marks one sent mail done at once. Without it the batch's outcomes are stored when the batch ends, and a
   * batch cut short (a shutdown, its claim running out) would send its already sent mails again.
   */
  settle?: (jobId: string) => Promise<unknown>;
}

/** Order mail queued before checkouts, by a server of the version before (one product at the top level). */
interface SingleOrderMail extends Omit<OrderMailData, "checkoutId" | "poNumber" | "lines"> {
  orderId: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * Order mail in today's shape: a job queued by the version before checkouts (still waiting or retried after an
 * upgrade) is a checkout of one line whose id is its order's, as the migration made it.
 */
function upgraded(data: object): object {
  if (!("productName" in data)) return data;
  const { orderId, productName, quantity, unitPriceCents, ...rest } = data as SingleOrderMail;
  const line = { orderId, productName, quantity, unitPriceCents, totalCents: rest.totalCents };
  return { ...rest, checkoutId: orderId, poNumber: null, lines: [line] };
}

/** The paid mail's invoice, when the delivery can render it and the checkout has one. */
async function attachmentsFor(
  { invoiceOf }: Delivery,
  kind: string,
  data: object,
): Promise<MailAttachment[] | undefined> {
  if (kind !== "order-paid" || !invoiceOf) return undefined;
  const invoice = await invoiceOf((data as OrderMailData).checkoutId);
  return invoice
    ? [{ filename: invoice.filename, contentType: "application/pdf", content: invoice.pdf }]
    : undefined;
}

/**
 * One job: render and send. Logs name the job and its kind only, never the recipient or the content (the
 * links in them sign people in). A kind no template knows can never go: it is dead-lettered at once.
 */
async function deliver(delivery: Delivery, job: JobWithMetadata<QueuedMail>): Promise<JobResult> {
  const { sender, publicUrl, log, settle } = delivery;
  const { kind, to } = job.data;
  if (!isMailKind(kind)) {
    log.warn({ mailJob: job.id }, "mail of an unknown kind given up");
    return { id: job.id, status: "deadletter", output: { reason: "unknown mail kind" } };
  }
  const data = upgraded(job.data.data);
  try {
    // Rendering the invoice may fail as sending may (the database is away): either way the job is retried.
    const attachments = await attachmentsFor(delivery, kind, data);
    const mail = renderMail(kind, data as MailData[typeof kind], publicUrl);
    await sender.send({ to, ...mail, ...(attachments ? { attachments } : {}) });
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

export interface MailWorkerOptions extends Omit<Delivery, "log" | "invoiceOf"> {
  db: Database;
  pollMs: number;
  reminders: ReminderSource;
  invoices: InvoiceSource;
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
  const { db, pollMs, reminders, invoices, ...delivery } = options;
  jobs.work(
    MAIL_QUEUE,
    {
      pollingIntervalSeconds: Math.max(0.5, pollMs / 1000),
      batchSize: MAIL_BATCH,
      includeMetadata: true,
      perJobResults: true,
    },
    mailHandler({
      ...delivery,
      log: app.log,
      settle: (id) => jobs.boss.complete(MAIL_QUEUE, id),
      invoiceOf: (checkoutId) => invoices(db, checkoutId),
    }),
  );
  jobs.every(MAIL_REMINDER_QUEUE, pollMs, () => enqueueDueReminders(db, reminders));
}
