import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import { checkouts } from "./orders.tables.js";

/**
 * The last invoice number given in each year: the row is locked while the next number is taken, in the
 * transaction that marks the checkout paid, so numbers have no gaps and no repeats (issue 26).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** One invoice per paid checkout, numbered within its year (shown as 2026-000123). */
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
  },
  (t) => [
    unique("invoices_year_number_key").on(t.year, t.number),
    check("invoices_number_positive", sql`${t.number} >= 1`),
  ],
);
