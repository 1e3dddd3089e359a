import { invoiceStatuses } from "@xpart/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

import { inList } from "../../db/columns.js";
import { companies } from "../companies/companies.tables.js";

import { checkouts } from "./orders.tables.js";

/**
 * The last invoice number given in each year: the row is locked while the next number is taken, in the
 * transaction that marks the checkout paid, so numbers have no gaps and no repeats (issue 26).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * One invoice per paid checkout, numbered within its year (shown as 2026-000123). A card checkout's invoice is
 * paid when issued; an invoice on account (issue 41) belongs to its company, falls due on `due_on` and keeps
 * what was paid of it and what credit notes took off it, so a balance or an ageing report reads one row per
 * invoice. `status` is `invoiceStatusOf` of those amounts, written in the transaction that changes them.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .unique()
      .references(() => checkouts.id),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull(),
    creditedCents: bigint("credited_cents", { mode: "number" }).notNull().default(0),
    status: text("status", { enum: invoiceStatuses }).notNull(),
    /** Set for an invoice on account: the company that owes it, and when. */
    companyId: uuid("company_id").references(() => companies.id),
    dueOn: date("due_on", { mode: "string" }),
  },
  (t) => [
    unique("invoices_year_number_key").on(t.year, t.number),
    check("invoices_number_positive", sql`${t.number} >= 1`),
    check("invoices_status_known", inList(t.status, invoiceStatuses)),
    check("invoices_on_account_has_due_day", sql`(${t.companyId} is null) = (${t.dueOn} is null)`),
    check("invoices_paid_not_negative", sql`${t.paidCents} >= 0 and ${t.creditedCents} >= 0`),
    // Balances, statements, reminders and the Receivables page read only what is still owed on account.
    index("invoices_owed_idx")
      .on(t.companyId, t.dueOn)
      .where(sql`${t.companyId} is not null and ${t.status} <> 'paid'`),
  ],
);
