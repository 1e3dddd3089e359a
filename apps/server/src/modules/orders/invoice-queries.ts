import { addDays, AGEING_LAST_DAY, REMINDER_LEAD_DAYS, type AgeingBucket } from "@xpart/shared";
import { and, asc, eq, gt, lte, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { holdCutoff, owedSql, unpaidOnAccount } from "./account-credit.js";
import { invoices } from "./invoices.tables.js";
import { checkouts, orders } from "./orders.tables.js";

/**
 * The invoices on account as the receivables module reads them (issue 41): each query reads only unpaid
 * invoices on account, the rows the partial index `invoices_owed_idx` holds.
 */

/** A company's unpaid invoices on account, oldest due first, with the order each is for and its PO number. */
export function unpaidInvoicesOf(db: Database, companyId: string) {
  return db
    .select({
      invoice: invoices,
      orderId: sql<string>`(select ${orders.id} from ${orders} where ${orders.checkoutId} = ${invoices.checkoutId} order by ${orders.createdAt}, ${orders.id} limit 1)`,
      poNumber: checkouts.poNumber,
    })
    .from(invoices)
    .innerJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
    .where(and(eq(invoices.companyId, companyId), unpaidOnAccount))
    .orderBy(asc(invoices.dueOn), asc(invoices.year), asc(invoices.number));
}

/**
 * The ageing bucket of an invoice's due day as of `today`, in SQL: the CASE is written from AGEING_LAST_DAY,
 * the same table `ageingBucketOf` reads, so the report and the statement bucket alike. Its values are written
 * into the statement (a day checked to be one, and the shared bucket names), not bound: PostgreSQL groups by
 * an expression only when the SELECT's is the same text, parameters' numbers included.
 */
function bucketSql(today: string): SQL<AgeingBucket> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a day: ${today}`);
  const overdue = sql`(date '${sql.raw(today)}' - ${invoices.dueOn})`;
  const steps = Object.entries(AGEING_LAST_DAY).map(
    ([bucket, lastDay]) => sql`when ${overdue} <= ${sql.raw(String(lastDay))} then '${sql.raw(bucket)}'`,
  );
  return sql<AgeingBucket>`case ${sql.join(steps, sql` `)} else 'over-90' end`;
}

/** Per company and ageing bucket: what unpaid invoices on account owe, and the oldest and latest due day. */
export function ageingByCompany(db: Database, today: string) {
  const bucket = bucketSql(today);
  return db
    .select({
      companyId: sql<string>`${invoices.companyId}`,
      bucket,
      owedCents: sql<string>`sum(${owedSql})`,
      oldestDueOn: sql<string>`min(${invoices.dueOn})`,
      latestHolding: sql<
        string | null
      >`max(${invoices.dueOn}) filter (where ${invoices.dueOn} < ${holdCutoff(today)}::date)`,
    })
    .from(invoices)
    .where(unpaidOnAccount)
    .groupBy(invoices.companyId, bucket);
}

/**
 * Unpaid invoices on account a reminder may be due for today (due within REMINDER_LEAD_DAYS, or past due), a
 * page at a time in id order after `afterId`: a scan reads any number of them in bounded batches.
 */
export function invoicesToRemind(db: Database, today: string, afterId: string | null, limit: number) {
  return db
    .select({ invoice: invoices })
    .from(invoices)
    .where(
      and(
        unpaidOnAccount,
        lte(invoices.dueOn, addDays(today, REMINDER_LEAD_DAYS)),
        afterId ? gt(invoices.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit);
}
