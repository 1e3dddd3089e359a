import { PAID_STATUSES } from "@xpart/shared";
import { and, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { orders } from "./orders.tables.js";

/** Which of these users have a paid (or shipped) order: the reviews' 'Verified buyer' mark. One query. */
export async function paidBuyersAmong(db: Database, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(and(inArray(orders.userId, [...new Set(userIds)]), inArray(orders.status, [...PAID_STATUSES])));
  return new Set(rows.map((r) => r.userId));
}
