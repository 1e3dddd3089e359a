import { daysOverdue, owedCents, reminderStepOf } from "@xpart/shared";
import type { Queue } from "pg-boss";

import { shopToday } from "../../clock.js";
import type { Database } from "../../db/client.js";
import { recurringQueue } from "../../jobs/index.js";
import { peopleByIds } from "../accounts/index.js";
import { companyAdminsOf } from "../companies/index.js";
import { enqueueMail } from "../mail/index.js";
import {
  accountCreditOf,
  invoiceNumberOf,
  invoicesToRemind,
  lockInvoice,
  markReminderSent,
  remindersSentOf,
} from "../orders/index.js";

/** The reminder scan, run periodically on the job engine (one run per period across all app servers). */
export const INVOICE_REMINDER_QUEUE = "invoices.reminders";
export const RECEIVABLES_QUEUES: readonly Queue[] = [recurringQueue(INVOICE_REMINDER_QUEUE)];

/**
 * Queues today's reminder of every unpaid invoice on account (issue 41): 3 days before its due day, on it,
 * then weekly, to the company's admins. Each invoice's step is recorded with its mail in one transaction,
 * after the invoice is locked and seen unpaid: a step goes once per invoice however many servers scan at
 * once, and none goes for an invoice paid meanwhile. Answers how many reminders were queued.
 */
export async function sendDueInvoiceReminders(db: Database, today = shopToday()): Promise<number> {
  let sent = 0;
  for (let afterId: string | null = null; ;) {
    const page = await invoicesToRemind(db, today, afterId, SCAN_PAGE);
    if (!page.length) return sent;
    afterId = page.at(-1)!.invoice.id;
    sent += await remindPage(db, today, page);
    if (page.length < SCAN_PAGE) return sent;
  }
}

/** Invoices read per query of a scan (their ids are one query's parameters). */
const SCAN_PAGE = 1000;

async function remindPage(db: Database, today: string, page: Awaited<ReturnType<typeof invoicesToRemind>>) {
  const due = page.flatMap(({ invoice }) => {
    const step = reminderStepOf(invoice.dueOn!, today);
    return step ? [{ invoice, step }] : [];
  });
  const already = await remindersSentOf(
    db,
    due.map((d) => d.invoice.id),
  );
  let sent = 0;
  for (const { invoice, step } of due) {
    if (already.has(`${invoice.id}:${step}`)) continue;
    const queued = await db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoice.id);
      if (locked.status === "paid" || !locked.companyId) return false;
      if (!(await markReminderSent(tx, locked.id, step))) return false;
      const credit = await accountCreditOf(tx, locked.companyId, today);
      const admins = await peopleByIds(tx, await companyAdminsOf(tx, locked.companyId));
      const data = {
        companyName: credit.companyName,
        invoiceNumber: invoiceNumberOf(locked),
        dueOn: locked.dueOn!,
        owedCents: owedCents(locked),
        step,
        daysOverdue: daysOverdue(locked.dueOn!, today),
        onHold: credit.onHold,
      };
      for (const [userId, { email }] of admins)
        await enqueueMail(tx, {
          kind: "invoice-reminder",
          to: email,
          data,
          dedupeKey: `invoice-reminder:${locked.id}:${step}:${userId}`,
        });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
