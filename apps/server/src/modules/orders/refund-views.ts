import { formatCreditNoteNumber } from "@xpart/shared";
import { and, asc, eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { refunds } from "./refunds.tables.js";

/** A refund that went through, as an order's answers and its credit note show it. */
export interface RefundView {
  id: string;
  amountCents: number;
  restocked: boolean;
  reason: string | null;
  /** 'CN-2026-000007'. */
  creditNote: string;
  createdAt: Date;
}

/** The succeeded refunds of each order (pending and failed ones are money not given back), oldest first. */
export async function refundsOf(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, RefundView[]>> {
  const byOrder = new Map<string, RefundView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...new Set(orderIds)]), eq(refunds.status, "succeeded")))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) {
    const view: RefundView = {
      id: row.id,
      amountCents: row.amountCents,
      restocked: row.restocked,
      reason: row.reason,
      creditNote: formatCreditNoteNumber(row.creditNoteYear!, row.creditNoteNumber!),
      createdAt: row.settledAt ?? row.createdAt,
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), view]);
  }
  return byOrder;
}
