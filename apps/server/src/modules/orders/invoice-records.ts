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

/** Files the attempt's payment; when the attempt was filed meanwhile, answers the one filed first. */
export async function saveCardIntent(db: Database, intent: CardIntent): Promise<CardIntent> {
  const [saved] = await db.insert(invoiceCardIntents).values(intent).onConflictDoNothing().returning();
  return saved ?? (await cardIntentByKey(db, intent.attemptKey))!;
}

/** The payment filed for an attempt (its key), or null. */
export async function cardIntentByKey(db: Database, attemptKey: string): Promise<CardIntent | null> {
  const [row] = await db
    .select()
    .from(invoiceCardIntents)
    .where(eq(invoiceCardIntents.attemptKey, attemptKey));
  return row ?? null;
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
