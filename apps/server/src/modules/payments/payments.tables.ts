import { paymentProviders } from "@xpart/shared";
import { bigint, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { checkouts } from "../orders/orders.tables.js";

/**
 * One payment per checkout (DESIGN §5, decision 0031): the provider's id for it, and the amount it was created
 * for (the checkout's lines together).
 */
export const payments = pgTable("payments", {
  checkoutId: uuid("checkout_id")
    .primaryKey()
    .references(() => checkouts.id),
  provider: text("provider", { enum: paymentProviders }).notNull(),
  providerPaymentId: text("provider_payment_id").notNull().unique(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  /** Set when a payment that succeeded for a checkout already cancelled was given back (finding 3). */
  refundId: text("refund_id"),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  ...timestamps,
});

/** Webhook events already applied, so a redelivered event changes nothing (inserted with the state change). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test-card processor's own records: it stands in for the card network, so it keeps what
 * Stripe would keep on its side. No card number, expiry or CVC is ever stored.
 */
export const testCardPayments = pgTable("test_card_payments", {
  id: text("id").primaryKey(),
  checkoutId: uuid("checkout_id").notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: ["requires_payment_method", "succeeded", "canceled"] }).notNull(),
  lastErrorCode: text("last_error_code"),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  /** Given back so far, never more than the amount (issue 27): refunds may be partial. */
  refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
  ...timestamps,
});

/** The test-card processor's refunds, one per idempotency key, as Stripe keeps them (issue 27). */
export const testCardRefunds = pgTable("test_card_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  id: text("id").notNull().unique(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => testCardPayments.id),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
