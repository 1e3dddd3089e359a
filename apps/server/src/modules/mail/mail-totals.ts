import { count } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { mailJobs, mailJobStatuses } from "./mail.tables.js";

/** Mail jobs by status, shop-wide: `pending` and `sending` are the queue's depth, `failed` gave up. */
export async function mailTotals(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: mailJobs.status, jobs: count() })
    .from(mailJobs)
    .groupBy(mailJobs.status);
  const totals: Record<string, number> = Object.fromEntries(mailJobStatuses.map((status) => [status, 0]));
  for (const row of rows) totals[row.status] = row.jobs;
  return totals;
}
