import { pgTable, text, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";

/** The profile's 'More info' record (spec §3 Info record): at most one per user. */
export const infoRecords = pgTable("info_records", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  studyIn: text("study_in"),
  livesIn: text("lives_in"),
  phone: text("phone"),
  facebook: text("facebook"),
  linkedin: text("linkedin"),
  github: text("github"),
  ...timestamps,
});
