import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: GET /reviews lists the newest last (spec §7 'last 3'). */
    position: integer("position").notNull().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    details: text("details").notNull(),
    rating: integer("rating").notNull(),
    ...timestamps,
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 0 and 5`),
    index("reviews_position_idx").on(t.position),
  ],
);
