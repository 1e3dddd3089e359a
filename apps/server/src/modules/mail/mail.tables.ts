import { boolean, pgTable, text } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";

/** What a customer chose to receive; no row means the defaults. Receipts and security mails have no switch. */
export const mailPreferences = pgTable("mail_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  orderReminders: boolean("order_reminders").notNull().default(true),
  ...timestamps,
});
