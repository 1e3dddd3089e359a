import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";
import { companies } from "../companies/companies.tables.js";

/** Saved delivery addresses (issue 26), a customer's or a company's, at most one of each owner's the default. */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A customer's own address, or (companyId) one of a company's, offered to all its members (issue 40). */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("addresses_one_owner", sql`(${t.userId} is null) <> (${t.companyId} is null)`),
    index("addresses_user_idx").on(t.userId, t.createdAt),
    index("addresses_company_idx").on(t.companyId, t.createdAt),
    uniqueIndex("addresses_one_default_idx")
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.userId} is not null`),
    uniqueIndex("addresses_company_one_default_idx")
      .on(t.companyId)
      .where(sql`${t.isDefault} and ${t.companyId} is not null`),
  ],
);
