import { paymentProviders } from "@xpart/shared";
import { bigint, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { orders } from "../orders/orders.tables.js";

/** One payment per order (DESIGN §5): the provider's id for it, and the amount it was created for. */
export const payments = pgTable("payments", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id),
  provider: text("provider", { enum: paymentProviders }).notNull(),
  providerPaymentId: text("provider_payment_id").notNull().unique(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  /** Set when a payment that succeeded for an order already cancelled was given back (finding 3). */
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
  orderId: uuid("order_id").notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: ["requires_payment_method", "succeeded", "canceled"] }).notNull(),
  lastErrorCode: text("last_error_code"),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  ...timestamps,
});
