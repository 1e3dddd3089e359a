import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { inList } from "../../db/columns.js";

import { checkouts, orders } from "./orders.tables.js";

export const refundStatuses = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Money given back on an order (issue 27 item 4, decision 0036). A row is written `pending` under the order's
 * lock before the provider is asked, so a pending refund already counts against what is left; it becomes
 * `succeeded` (with its credit note's number) or `failed` (counting for nothing) once the provider answered.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    restocked: boolean("restocked").notNull(),
    reason: text("reason"),
    status: text("status", { enum: refundStatuses }).notNull().default("pending"),
    /** What the provider is given, so asking again never refunds twice: the admin's Idempotency-Key, or our own. */
    idempotencyKey: text("idempotency_key").notNull(),
    providerRefundId: text("provider_refund_id"),
    /** The admin's user id. */
    actor: text("actor").notNull(),
    creditNoteYear: integer("credit_note_year"),
    creditNoteNumber: integer("credit_note_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("refunds_status_known", inList(t.status, refundStatuses)),
    check("refunds_amount_positive", sql`${t.amountCents} > 0`),
    index("refunds_order_idx").on(t.orderId),
    // A failed refund gives its key back: the admin may try again with the same one.
    uniqueIndex("refunds_idempotency_key_idx")
      .on(t.idempotencyKey)
      .where(sql`${t.status} <> 'failed'`),
    unique("refunds_credit_note_key").on(t.creditNoteYear, t.creditNoteNumber),
  ],
);

/** The last credit-note number given in each year, taken as invoice numbers are (invoice-numbers.ts). */
export const creditNoteCounters = pgTable("credit_note_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});
