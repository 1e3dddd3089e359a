import {
  AGEING_LABELS,
  ageingBuckets,
  holdsCompany,
  type AgeingBucket,
  type Receivable,
  type Receivables,
} from "@xpart/shared";

import { shopToday } from "../../clock.js";
import { toCsv } from "../../csv/csv-cells.js";
import type { Database } from "../../db/client.js";
import { accountTermsOfMany } from "../companies/index.js";
import { ageingByCompany } from "../orders/index.js";

import { ageingInDollars, emptyAgeing } from "./statement.service.js";

/**
 * GET /api/admin/receivables (issue 41): every company owing on account, with the ageing of its balance; the
 * most overdue first (what is owed past due, then the balance). One grouped read over the unpaid invoices on
 * account (their partial index), then one read of the owing companies' terms.
 */
export async function receivablesOf(db: Database, today = shopToday()): Promise<Receivables> {
  const groups = await ageingByCompany(db, today);
  const owing = new Map<
    string,
    { ageing: Record<AgeingBucket, number>; oldest: string; holding: string | null }
  >();
  for (const group of groups) {
    const entry = owing.get(group.companyId) ?? {
      ageing: emptyAgeing(),
      oldest: group.oldestDueOn,
      holding: null,
    };
    entry.ageing[group.bucket] += Number(group.owedCents);
    if (group.oldestDueOn < entry.oldest) entry.oldest = group.oldestDueOn;
    if (group.latestHolding && (!entry.holding || group.latestHolding > entry.holding))
      entry.holding = group.latestHolding;
    owing.set(group.companyId, entry);
  }
  const total = emptyAgeing();
  const companies: (Receivable & { overdueCents: number; balanceCents: number })[] = [];
  const termsOf = await accountTermsOfMany(db, [...owing.keys()]);
  for (const [companyId, entry] of owing) {
    const terms = termsOf.get(companyId)!;
    const balanceCents = ageingBuckets.reduce((sum, b) => sum + entry.ageing[b], 0);
    const overdueCents = balanceCents - entry.ageing.current;
    for (const b of ageingBuckets) total[b] += entry.ageing[b];
    companies.push({
      companyId,
      companyName: terms.companyName,
      paymentTerms: terms.paymentTerms,
      creditLimit: terms.creditLimitCents / 100,
      balance: balanceCents / 100,
      overdue: overdueCents / 100,
      onHold: entry.holding !== null && holdsCompany(entry.holding, today, terms.holdLiftedOn),
      oldestDueOn: entry.oldest,
      ageing: ageingInDollars(entry.ageing),
      overdueCents,
      balanceCents,
    });
  }
  companies.sort(
    (a, b) =>
      b.overdueCents - a.overdueCents ||
      b.balanceCents - a.balanceCents ||
      a.companyName.localeCompare(b.companyName),
  );
  return {
    today,
    companies: companies.map(({ overdueCents: _o, balanceCents: _b, ...line }) => line),
    total: {
      balance: ageingBuckets.reduce((sum, b) => sum + total[b], 0) / 100,
      ageing: ageingInDollars(total),
    },
  };
}

export const RECEIVABLES_FILE = "x-part-receivables.csv";

/** GET /api/admin/receivables/export: the page's table as CSV, the same order, one row per company. */
export function receivablesCsv(report: Receivables): string {
  const header = [
    "company",
    "terms",
    "credit_limit",
    "balance",
    "overdue",
    "on_hold",
    "oldest_due",
    ...ageingBuckets.map((b) => AGEING_LABELS[b]),
  ];
  const cents = (dollarsValue: number) => dollarsValue.toFixed(2);
  return toCsv(
    [
      header,
      ...report.companies.map((c) => [
        c.companyName,
        c.paymentTerms,
        cents(c.creditLimit),
        cents(c.balance),
        cents(c.overdue),
        c.onHold ? "yes" : "no",
        c.oldestDueOn ?? "",
        ...ageingBuckets.map((b) => cents(c.ageing[b])),
      ]),
    ],
    { bom: true },
  );
}
