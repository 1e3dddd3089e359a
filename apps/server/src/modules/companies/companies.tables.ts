import { companyRoles, paymentTerms } from "@xpart/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { inList, timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";
import { products } from "../catalog/catalog.tables.js";

/** A company that buys (issue 40): a workshop, a fleet, a reseller. Its members are accounts. */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    taxId: text("tax_id"),
    billingAddress: text("billing_address").notNull(),
    /** Set by a company admin: a checkout without a PO number is refused. */
    requirePoNumber: boolean("require_po_number").notNull().default(false),
    /** Set by a company admin: buyers see every company order, not only their own. */
    buyersSeeAllOrders: boolean("buyers_see_all_orders").notNull().default(false),
    /** Set only by the shop's admins: printed on invoices, which then carry no tax line. */
    taxExempt: boolean("tax_exempt").notNull().default(false),
    /** Set only by the shop's admins (issue 41): card, or invoices due N days after issue within a limit. */
    paymentTerms: text("payment_terms", { enum: paymentTerms }).notNull().default("card"),
    creditLimitCents: bigint("credit_limit_cents", { mode: "number" }).notNull().default(0),
    /** The day a shop admin last lifted the company's hold: invoices overdue then no longer hold it. */
    holdLiftedOn: date("hold_lifted_on", { mode: "string" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id),
    ...timestamps,
  },
  (t) => [
    index("companies_name_idx").on(sql`lower(${t.name})`),
    check("companies_payment_terms_known", inList(t.paymentTerms, paymentTerms)),
    check("companies_credit_limit_not_negative", sql`${t.creditLimitCents} >= 0`),
  ],
);

/** Who belongs to which company, in which role. The user id is the key: an account is in one company at most. */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: text("role", { enum: companyRoles }).notNull(),
    /** A buyer's spending limits in cents, set by a company admin; null: none (issue 40 item 4). */
    perOrderLimitCents: bigint("per_order_limit_cents", { mode: "number" }),
    monthlyLimitCents: bigint("monthly_limit_cents", { mode: "number" }),
    ...timestamps,
  },
  (t) => [
    check("company_members_role_known", inList(t.role, companyRoles)),
    index("company_members_company_idx").on(t.companyId, t.createdAt),
  ],
);

/**
 * An invitation by email. Only the SHA-256 of its token is kept, so a copy of the database opens no company;
 * it is used once, can be withdrawn, and ends after INVITATION_DAYS.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: companyRoles }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => user.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("company_invitations_role_known", inList(t.role, companyRoles)),
    uniqueIndex("company_invitations_token_idx").on(t.tokenHash),
    // One open invitation per email and company: a second invite of the same person is refused, not doubled.
    uniqueIndex("company_invitations_open_idx")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * A company's price list (issue 40 item 5), set only by the shop's admins: per product a fixed unit price
 * (cents) or a percentage off the list price (hundredths of a percent), each valid from and until a UTC day.
 */
export const companyPrices = pgTable(
  "company_prices",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["fixed", "percent"] }).notNull(),
    priceCents: integer("price_cents"),
    percentOffHundredths: integer("percent_off_hundredths"),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId] }),
    check(
      "company_prices_one_amount",
      sql`(${t.kind} = 'fixed' and ${t.priceCents} > 0 and ${t.percentOffHundredths} is null) or (${t.kind} = 'percent' and ${t.percentOffHundredths} between 1 and 9999 and ${t.priceCents} is null)`,
    ),
    check(
      "company_prices_dates_in_order",
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);
