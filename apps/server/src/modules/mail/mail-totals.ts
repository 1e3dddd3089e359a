import type { Database } from "../../db/client.js";
import { jobCounts, type JobState } from "../../jobs/index.js";

import { MAIL_DEAD_LETTER_QUEUE, MAIL_QUEUE } from "./mail-queue.js";

/** The gauge's statuses: `pending` and `sending` are the queue's depth, `failed` gave up (dead-lettered). */
export const mailStatuses = ["pending", "sending", "sent", "failed"] as const;
type MailStatus = (typeof mailStatuses)[number];

/** A mail job's status by its pg-boss state; a mail that ran out of tries counts once, in the dead letters. */
const STATUS_OF: Partial<Record<JobState, MailStatus>> = {
  created: "pending",
  retry: "pending",
  active: "sending",
  completed: "sent",
};

/** Mail jobs by status, shop-wide. */
export async function mailTotals(db: Database): Promise<Record<string, number>> {
  const totals: Record<string, number> = Object.fromEntries(mailStatuses.map((status) => [status, 0]));
  for (const { queue, state, jobs } of await jobCounts(db, [MAIL_QUEUE, MAIL_DEAD_LETTER_QUEUE])) {
    const status = queue === MAIL_DEAD_LETTER_QUEUE ? "failed" : STATUS_OF[state];
    if (status) totals[status]! += jobs;
  }
  return totals;
}
