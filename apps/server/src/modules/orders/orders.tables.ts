import { cancelReasons, orderStatuses } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { inList, timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";
import { products } from "../catalog/catalog.tables.js";
import { companies } from "../companies/companies.tables.js";

/**
 * A checkout: the lines a customer ordered together, paid by one payment (decision 0031). Each line is one of
 * the spec's orders; a purchase from the 'Billing Details' modal is a checkout of one line.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    /** The buyer's purchase-order number, shown to the admin, in the mails and on the invoice. */
    poNumber: text("po_number"),
    /** The buyer's company when they checked out as a member (issue 40): the purchase is the company's. */
    companyId: uuid("company_id").references(() => companies.id),
    /**
     * Paid on the company's account (issue 41): paid when placed, or when an approver approves it; while it
     * waits for them it holds its amount of the company's credit as it holds its stock.
     */
    onAccount: boolean("on_account").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("checkouts_company_idx").on(t.companyId, t.createdAt)],
);

/** Orders keep a snapshot of the product as it was when ordered (the spec's `details` is its description). */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    email: text("email").notNull(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    img: text("img").notNull(),
    category: text("category").notNull(),
    details: text("details").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    status: text("status", { enum: orderStatuses }).notNull().default("unpaid"),
    /** The payment that paid it: the same for every line of a checkout (payments.provider_payment_id is unique). */
    transactionId: text("transaction_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** The admin who shipped it. */
    shippedBy: text("shipped_by"),
    /** Who carries it and their tracking number, when the admin recorded them on shipping (issue 27). */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** A user id, or 'system' for the expiry job. */
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason", { enum: cancelReasons }),
    /** An admin's "Delete Order": the order leaves every list, but its row and history stay for the audit. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** When an unverified account's unpaid order stops holding its stock (security finding M2). */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    deletedBy: text("deleted_by"),
    ...timestamps,
  },
  (t) => [
    check("orders_status_known", inList(t.status, orderStatuses)),
    check("orders_cancel_reason_known", inList(t.cancelReason, cancelReasons)),
    check("orders_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "orders_total_is_unit_times_quantity",
      sql`${t.totalCents} = ${t.unitPriceCents}::bigint * ${t.quantity}`,
    ),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_checkout_idx").on(t.checkoutId),
    index("orders_transaction_idx").on(t.transactionId),
    // The sales dashboard's days (issue 27): paid lines by the day they were paid.
    index("orders_paid_at_idx")
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index("orders_unpaid_created_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'unpaid'`),
    // The credit a company's checkouts hold while an approver decides (issue 41): read on every checkout on
    // account, under the company's lock, so it must not scan the company's past checkouts.
    index("orders_awaiting_approval_idx")
      .on(t.checkoutId)
      .where(sql`${t.status} = 'awaiting-approval'`),
  ],
);
