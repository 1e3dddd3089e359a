import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Fixed-window counters of our own API routes (better-auth keeps its own in `rate_limit`). */
export const apiRateLimits = pgTable("api_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});
