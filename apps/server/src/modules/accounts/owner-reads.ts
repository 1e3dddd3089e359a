import { and, count, eq, gte, isNull } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { user } from "./accounts.tables.js";

/**
 * What the owner's side (issue 27) reads of the accounts: who gets the shop's alerts, and how many customers
 * signed up lately. Read-only.
 */

/** The emails of the admins who can still sign in: the recipients of the shop's alerts (low stock). */
export async function activeAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.role, "admin"), isNull(user.disabledAt)))
    .orderBy(user.email);
  return rows.map((row) => row.email);
}

/** Customer accounts (admins left out) created at or after `from`. */
export async function customersCreatedSince(db: Database, from: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "customer"), gte(user.createdAt, from)));
  return row?.n ?? 0;
}
