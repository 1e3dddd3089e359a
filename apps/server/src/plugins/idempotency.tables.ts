import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Answers kept per caller and Idempotency-Key for a day, so a repeated submit gets the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    /** A hash of the method, URL and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** Null while the first request is still running. */
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
