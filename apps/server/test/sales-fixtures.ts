import { randomUUID } from "node:crypto";

import type { Database } from "../src/db/client.js";
import { user } from "../src/modules/accounts/accounts.tables.js";
import { checkouts, orders } from "../src/modules/orders/orders.tables.js";
import { payments, testCardPayments } from "../src/modules/payments/payments.tables.js";

import { fixtureOrderColumns } from "./invoice-fixtures.js";

/**
 * Rows written straight into the database for the sales dashboard's hand-counted tests (issue 27): orders in
 * any state on any day, accounts of any age, payments that succeeded or were refused.
 */

export async function accountCreatedAt(
  db: Database,
  createdAt: Date,
  role: "customer" | "admin" = "customer",
) {
  const id = randomUUID();
  const email = `sales-${id}@example.test`;
  await db.insert(user).values({ id, name: "Sales Buyer", email, role, createdAt, updatedAt: createdAt });
  return { userId: id, email };
}

export interface SalesLine {
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  status: "unpaid" | "paid" | "shipped" | "cancelled";
  paidAt?: Date;
  deletedAt?: Date;
}

/** One checkout of one line for `buyer`; answers its checkout id. */
export async function salesLine(db: Database, buyer: { userId: string; email: string }, line: SalesLine) {
  const [checkout] = await db.insert(checkouts).values({ userId: buyer.userId }).returning();
  await db.insert(orders).values({
    ...line,
    ...fixtureOrderColumns(buyer, checkout!.id, line),
    transactionId: line.paidAt ? `pi_sales_${checkout!.id.slice(0, 8)}` : null,
    paidAt: line.paidAt ?? null,
    shippedAt: line.status === "shipped" ? line.paidAt : null,
    cancelledAt: line.status === "cancelled" ? new Date() : null,
    deletedAt: line.deletedAt ?? null,
  });
  return checkout!.id;
}

/**
 * The test-card payment of a checkout, opened at `createdAt`: `refused` leaves the card's refusal on it, and
 * `succeeded` marks it paid (which clears the refusal, as the processor does).
 */
export async function paymentAttempt(
  db: Database,
  checkoutId: string,
  { createdAt, refused, succeeded }: { createdAt: Date; refused: boolean; succeeded: boolean },
) {
  const id = `pi_test_${randomUUID().replaceAll("-", "")}`;
  await db.insert(testCardPayments).values({
    id,
    checkoutId,
    amountCents: 1000,
    currency: "usd",
    status: succeeded ? "succeeded" : "requires_payment_method",
    lastErrorCode: refused && !succeeded ? "card_declined" : null,
    createdAt,
  });
  await db.insert(payments).values({
    checkoutId,
    provider: "test-cards",
    providerPaymentId: id,
    amountCents: 1000,
    currency: "usd",
    createdAt,
  });
}
