import { eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { invoiceCardIntents, invoiceReminders } from "./invoice-ledger.tables.js";

/** A card payment started for an invoice on account (issue 41): which invoice and amount it is for. */
export interface CardIntent {
  providerPaymentId: string;
  attemptKey: string;
  invoiceId: string;
  amountCents: number;
  userId: string;
}

export async function saveCardIntent(db: Database, intent: CardIntent): Promise<void> {
  await db.insert(invoiceCardIntents).values(intent).onConflictDoNothing();
}

/** The invoice and amount a provider's payment was started for, or null when it is none of ours. */
export async function cardIntentOf(db: Database, providerPaymentId: string): Promise<CardIntent | null> {
  const [row] = await db
    .select()
    .from(invoiceCardIntents)
    .where(eq(invoiceCardIntents.providerPaymentId, providerPaymentId));
  return row ?? null;
}

/**
 * Records that an invoice's reminder step went: true the first time only. Call it in the transaction that
 * queues the mail, so the step and its mail are written together, once, however many servers scan.
 */
export async function markReminderSent(tx: Database, invoiceId: string, step: string): Promise<boolean> {
  const fresh = await tx
    .insert(invoiceReminders)
    .values({ invoiceId, step })
    .onConflictDoNothing()
    .returning({ step: invoiceReminders.step });
  return fresh.length > 0;
}

/** The reminder steps already sent of these invoices, as `invoiceId:step` (the scan skips them). */
export async function remindersSentOf(db: Database, invoiceIds: string[]): Promise<Set<string>> {
  if (!invoiceIds.length) return new Set();
  const rows = await db
    .select({ invoiceId: invoiceReminders.invoiceId, step: invoiceReminders.step })
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, invoiceIds));
  return new Set(rows.map((r) => `${r.invoiceId}:${r.step}`));
}
