import {
  ageingBucketOf,
  ageingBuckets,
  daysOverdue,
  formatInvoiceNumber,
  invoiceStatusOf,
  owedCents,
  type AgeingBucket,
  type Statement,
  type StatementInvoice,
} from "@xpart/shared";

import { shopToday } from "../../clock.js";
import type { Database } from "../../db/client.js";
import type { Caller } from "../accounts/index.js";
import { requireCompanyAdmin, requireMembership } from "../companies/index.js";
import { accountCreditOf, creditAnswer, unpaidInvoicesOf } from "../orders/index.js";

/** A bucket per ageing step, all at 0. */
export const emptyAgeing = (): Record<AgeingBucket, number> =>
  Object.fromEntries(ageingBuckets.map((bucket) => [bucket, 0])) as Record<AgeingBucket, number>;

/** Each bucket's cents as dollars, for an answer. */
export const ageingInDollars = (ageing: Record<AgeingBucket, number>) =>
  Object.fromEntries(ageingBuckets.map((b) => [b, ageing[b] / 100])) as Record<AgeingBucket, number>;

/**
 * A company's statement (issue 41) as of `today`: its terms, every unpaid invoice on account (oldest due
 * first) with what it owes, and the ageing of that balance. The balance, the invoices' owed amounts and the
 * ageing buckets are sums of the same rows, so they always agree (the property test in statement.test.ts).
 */
export async function statementOf(db: Database, companyId: string, today = shopToday()): Promise<Statement> {
  const credit = await accountCreditOf(db, companyId, today);
  const rows = await unpaidInvoicesOf(db, credit.companyId);
  const ageing = emptyAgeing();
  const lines: StatementInvoice[] = rows.map(({ invoice, orderId, poNumber }) => {
    const owed = owedCents(invoice);
    const overdue = daysOverdue(invoice.dueOn!, today);
    ageing[ageingBucketOf(overdue)] += owed;
    return {
      id: invoice.id,
      number: formatInvoiceNumber(invoice.year, invoice.number),
      orderId,
      poNumber,
      issuedAt: invoice.issuedAt.toISOString(),
      dueOn: invoice.dueOn!,
      total: invoice.totalCents / 100,
      paid: invoice.paidCents / 100,
      credited: invoice.creditedCents / 100,
      owed: owed / 100,
      status: invoiceStatusOf(invoice),
      daysOverdue: overdue,
    };
  });
  return {
    companyId: credit.companyId,
    companyName: credit.companyName,
    today,
    terms: creditAnswer(credit),
    invoices: lines,
    ageing: Object.fromEntries(ageingBuckets.map((b) => [b, ageing[b] / 100])) as Record<
      AgeingBucket,
      number
    >,
  };
}

/** GET /api/company/terms: any member sees their company's terms (the checkout offers 'Pay on account'). */
export async function memberTerms(db: Database, caller: Caller) {
  const membership = await requireMembership(db, caller.id);
  return creditAnswer(await accountCreditOf(db, membership.companyId));
}

/** GET /api/company/statement: the company admins'. */
export async function companyStatement(db: Database, caller: Caller): Promise<Statement> {
  const membership = await requireCompanyAdmin(db, caller.id);
  return statementOf(db, membership.companyId);
}
