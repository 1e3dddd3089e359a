import { count, eq, gte } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { payments, testCardPayments } from "./payments.tables.js";

/** Payments opened since a moment, and how many of them ended on a refused card (issue 27's dashboard). */
export interface PaymentAttempts {
  attempted: number;
  failed: number;
}

/**
 * One payment per checkout (decision 0031) is one attempt to pay. It failed when its card was refused and it
 * never succeeded afterwards: the test-card processor keeps the last refusal on its record (`last_error_code`) and
 * clears it on success. Stripe keeps refusals on its side and tells them only by a webhook event that names no checkout
 * in our tables, so a Stripe shop's failures are read in Stripe's dashboard (decision 0033).
 */
export async function paymentAttemptsSince(db: Database, from: Date): Promise<PaymentAttempts> {
  const [row] = await db
    .select({
      attempted: count(),
      failed: count(testCardPayments.lastErrorCode),
    })
    .from(payments)
    .leftJoin(testCardPayments, eq(testCardPayments.id, payments.providerPaymentId))
    .where(gte(payments.createdAt, from));
  return { attempted: row?.attempted ?? 0, failed: row?.failed ?? 0 };
}
