import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";
import { companies } from "../companies/companies.tables.js";

import { checkouts } from "./orders.tables.js";

/**
 * A company buyer's checkout that went over a spending limit (issue 40): which limit, and what an approver
 * decided. The orders' state (awaiting-approval → unpaid or cancelled) is the decision's compare-and-set; this
 * row keeps who decided, when and why, for the buyer and the audit.
 */
export const orderApprovals = pgTable(
  "order_approvals",
  {
    checkoutId: uuid("checkout_id")
      .primaryKey()
      .references(() => checkouts.id),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    requestedBy: text("requested_by")
      .notNull()
      .references(() => user.id),
    /** 'order' or 'month': which of the buyer's limits it is over, and that limit then, in cents. */
    overKind: text("over_kind", { enum: ["order", "month"] }).notNull(),
    limitCents: bigint("limit_cents", { mode: "number" }).notNull(),
    decision: text("decision", { enum: ["approved", "rejected"] }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The approver's words to the buyer on a rejection. */
    reason: text("reason"),
    ...timestamps,
  },
  (t) => [
    check("order_approvals_over_kind_known", sql`${t.overKind} in ('order', 'month')`),
    check(
      "order_approvals_decision_known",
      sql`${t.decision} is null or ${t.decision} in ('approved', 'rejected')`,
    ),
    index("order_approvals_company_idx").on(t.companyId, t.createdAt),
  ],
);
