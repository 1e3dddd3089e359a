import { and, eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { enqueueMail } from "./mail-queue.js";
import { mailPreferences } from "./mail.tables.js";
import type { OrderMailData } from "./template-parts.js";

/** An unpaid checkout, with what the reminder needs beside the mail's data. */
export interface UnpaidCheckout extends OrderMailData {
  userId: string;
  email: string;
  createdAt: Date;
}

/** The orders side, handed in by app.ts (orders imports this module, not the other way round). */
export interface ReminderSource {
  ttlMs: number;
  /** One per checkout: its lines are paid, and so reminded of, together. */
  unpaidOrdersCreatedBetween(db: Database, from: Date, to: Date): Promise<UnpaidCheckout[]>;
}

/** How long before expiry the reminder goes: two hours, or a quarter of a shorter TTL. */
export const reminderLeadMs = (ttlMs: number) => Math.min(2 * 3_600_000, ttlMs / 4);

/**
 * Queues a reminder for every unpaid checkout that expires within the lead time, unless its customer turned
 * reminders off. The dedupe key makes each checkout's reminder one job, however many servers scan (a checkout
 * from before carts has its order's id, so its key is the one its order had).
 */
export async function enqueueDueReminders(db: Database, source: ReminderSource, now = new Date()) {
  const expiresBy = now.getTime() + reminderLeadMs(source.ttlMs);
  const due = await source.unpaidOrdersCreatedBetween(
    db,
    new Date(now.getTime() - source.ttlMs),
    new Date(expiresBy - source.ttlMs),
  );
  if (!due.length) return;
  const optedOutRows = await db
    .select({ userId: mailPreferences.userId })
    .from(mailPreferences)
    .where(
      and(
        inArray(mailPreferences.userId, [...new Set(due.map((o) => o.userId))]),
        eq(mailPreferences.orderReminders, false),
      ),
    );
  const optedOut = new Set(optedOutRows.map((r) => r.userId));
  for (const { userId, email, createdAt, ...order } of due) {
    if (optedOut.has(userId)) continue;
    await enqueueMail(db, {
      kind: "order-reminder",
      to: email,
      data: { ...order, expiresAt: new Date(createdAt.getTime() + source.ttlMs).toISOString() },
      dedupeKey: `order-reminder:${order.checkoutId}`,
    });
  }
}

/** Whether this user gets reminders (no row: yes). */
export async function remindersWanted(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  return row?.orderReminders ?? true;
}
