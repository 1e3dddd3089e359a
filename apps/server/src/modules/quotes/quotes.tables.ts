import { quoteStatuses } from "@xpart/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { inList, timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";
import { products } from "../catalog/catalog.tables.js";
import { companies } from "../companies/companies.tables.js";
import { checkouts } from "../orders/orders.tables.js";

/**
 * A quote (issue 41 item 4): a company member's cart asked to be priced, a shop admin's prices, validity and
 * note, then the member's answer. `status` moves by quote-rules.ts only; an accepted quote names its checkout.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").generatedAlwaysAsIdentity().notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    requestedBy: text("requested_by")
      .notNull()
      .references(() => user.id),
    status: text("status", { enum: quoteStatuses }).notNull().default("requested"),
    note: text("note"),
    adminNote: text("admin_note"),
    validUntil: date("valid_until", { mode: "string" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    checkoutId: uuid("checkout_id").references(() => checkouts.id),
    ...timestamps,
  },
  (t) => [
    check("quotes_status_known", inList(t.status, quoteStatuses)),
    index("quotes_company_idx").on(t.companyId, t.createdAt),
    index("quotes_status_idx").on(t.status, t.createdAt),
  ],
);

/** A quote's lines: the product, the quantity, and the unit price a shop admin set (null until priced). */
export const quoteLines = pgTable(
  "quote_lines",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.productId] }),
    check("quote_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("quote_lines_price_positive", sql`${t.unitPriceCents} is null or ${t.unitPriceCents} > 0`),
  ],
);
