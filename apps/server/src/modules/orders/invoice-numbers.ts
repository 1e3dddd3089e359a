import { invoiceStatusOf } from "@xpart/shared";
import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { invoiceCounters, invoices } from "./invoices.tables.js";
import { orders } from "./orders.tables.js";
import type { creditNoteCounters } from "./refunds.tables.js";

/** An invoice on account: the company that owes it and its due day (issue 41). */
export interface OnAccount {
  companyId: string;
  dueOn: string;
}

export interface InvoiceNumber {
  year: number;
  number: number;
}

/**
 * The checkout's invoice, issued now if it has none: the next number of `at`'s year (UTC). Call it in the
 * transaction that marks the checkout paid. The upsert takes the year's counter row and keeps it locked until
 * that transaction ends, so concurrent payments take numbers one after another, and a transaction that rolls
 * back gives its number back: the committed numbers have no gaps and no repeats. A second call for the same
 * checkout answers the invoice it already has (two at once for one checkout cannot happen: marking it paid is
 * a compare-and-set, and the unique checkout id would refuse the second anyway, rolling its number back).
 */
export async function issueInvoice(
  tx: Database,
  checkoutId: string,
  at: Date,
  account?: OnAccount,
): Promise<InvoiceNumber> {
  const [issued] = await tx
    .select({ year: invoices.year, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.checkoutId, checkoutId));
  if (issued) return issued;
  const year = at.getUTCFullYear();
  const number = await nextNumberOf(tx, invoiceCounters, year);
  const [lines] = await tx
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId));
  const totalCents = Number(lines?.cents ?? 0);
  // A card checkout's invoice is paid when issued; one on account is owed until its due day (issue 41).
  const amounts = { totalCents, paidCents: account ? 0 : totalCents, creditedCents: 0 };
  await tx.insert(invoices).values({
    checkoutId,
    year,
    number,
    issuedAt: at,
    ...amounts,
    status: invoiceStatusOf(amounts),
    companyId: account?.companyId ?? null,
    dueOn: account?.dueOn ?? null,
  });
  return { year, number };
}

/** A table of yearly counters: invoice numbers', credit notes' (issue 27). */
type YearCounters = typeof invoiceCounters | typeof creditNoteCounters;

/**
 * The year's next number from `counters`. The upsert keeps the year's row locked until the caller's
 * transaction ends, so numbers are taken one after another and a rollback gives its number back: no gaps.
 */
export async function nextNumberOf(tx: Database, counters: YearCounters, year: number): Promise<number> {
  const table = counters as typeof invoiceCounters;
  const [counter] = await tx
    .insert(table)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: table.year, set: { lastNumber: sql`${table.lastNumber} + 1` } })
    .returning({ lastNumber: table.lastNumber });
  return counter!.lastNumber;
}

/** The checkout's invoice, or null until it is paid: the invoices module prints it. */
export async function findInvoice(db: Database, checkoutId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.checkoutId, checkoutId));
  return invoice ?? null;
}
