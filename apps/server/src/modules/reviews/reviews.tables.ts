import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: GET /reviews lists the newest last (spec §7 'last 3'). */
    position: integer("position").notNull().generatedAlwaysAsIdentity(),
    /** The signed-in author; null only for the demo reviews seeded with the shop. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    details: text("details").notNull(),
    rating: integer("rating").notNull(),
    /** Hidden by an admin: kept, but no longer shown. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by"),
    ...timestamps,
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 0 and 5`),
    index("reviews_position_idx").on(t.position),
    // One review of the shop per customer (decision 0011): a second is a 409, even when two arrive at once.
    uniqueIndex("reviews_one_per_author_idx").on(t.authorId),
  ],
);
