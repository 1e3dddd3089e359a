import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { inList, timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";

export const mailJobStatuses = ["pending", "sending", "sent", "failed"] as const;

/**
 * The mail queue (decision 0017): a job is written in the transaction of the change it tells about and sent
 * later by a worker, so a slow or failing mail server never fails a request. `dedupeKey` makes a mail that
 * must go once (an order's 'paid') a single row, whoever enqueues it and however often.
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which template renders it (templates.ts); the payload is that template's data. */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").notNull(),
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: mailJobStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the claim lapses and another worker may take the job (its worker died). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last failure's kind only: never the recipient or the content. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("mail_jobs_status_known", inList(t.status, mailJobStatuses)),
    index("mail_jobs_due_idx").on(t.status, t.runAfter),
  ],
);

/** What a customer chose to receive; no row means the defaults. Receipts and security mails have no switch. */
export const mailPreferences = pgTable("mail_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  orderReminders: boolean("order_reminders").notNull().default(true),
  ...timestamps,
});
