import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { inList } from "../../db/columns.js";
import { companies } from "../companies/companies.tables.js";

import { invoices } from "./invoices.tables.js";

export const invoicePaymentKinds = ["card", "bank-transfer"] as const;

/** A bank transfer a shop admin recorded (issue 41): what came in, when, with which reference. */
export const bankTransfers = pgTable("bank_transfers", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  receivedOn: date("received_on", { mode: "string" }).notNull(),
  reference: text("reference").notNull(),
  recordedBy: text("recorded_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money received against an invoice on account: a card payment (its provider id is unique, so the same
 * payment is counted once however often it is confirmed) or a bank transfer's share of one invoice.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    kind: text("kind", { enum: invoicePaymentKinds }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    providerPaymentId: text("provider_payment_id").unique(),
    transferId: uuid("transfer_id").references(() => bankTransfers.id),
    recordedBy: text("recorded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("invoice_payments_kind_known", inList(t.kind, invoicePaymentKinds)),
    check("invoice_payments_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "invoice_payments_source",
      sql`(${t.kind} = 'card') = (${t.providerPaymentId} is not null and ${t.transferId} is null)`,
    ),
    index("invoice_payments_invoice_idx").on(t.invoiceId),
  ],
);

/**
 * A card payment started for an invoice: which invoice and amount the provider's payment is for, so its
 * confirmation (the payer's or the webhook's) is checked against what was asked, never against the browser.
 */
export const invoiceCardIntents = pgTable("invoice_card_intents", {
  providerPaymentId: text("provider_payment_id").primaryKey(),
  /** What the provider files as the payment's checkout: the card-confirm route checks the payer by it. */
  attemptKey: uuid("attempt_key").notNull().unique(),
  invoiceId: uuid("invoice_id")
    .notNull()
    .references(() => invoices.id),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  userId: text("user_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each reminder step of an invoice, once: the row is written with the mail's job, in one transaction. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    step: text("step").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.step] })],
);
