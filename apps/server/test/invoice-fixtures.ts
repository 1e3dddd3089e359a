import { randomUUID } from "node:crypto";

import type { Database } from "../src/db/client.js";
import { user } from "../src/modules/accounts/accounts.tables.js";
import { issueInvoice } from "../src/modules/orders/invoice-numbers.js";
import { checkouts, orders } from "../src/modules/orders/orders.tables.js";

export interface FixtureLine {
  productId?: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

interface Buyer {
  userId: string;
  email: string;
}

/**
 * The columns of an order row written straight into the database that its test does not choose: the buyer
 * and checkout, a stock product snapshot and billing, and the line's total.
 */
export const fixtureOrderColumns = (
  buyer: Buyer,
  checkoutId: string,
  line: { quantity: number; unitPriceCents: number },
) => ({
  userId: buyer.userId,
  email: buyer.email,
  checkoutId,
  img: "/api/images/none",
  category: "Any Hardware",
  details: "A fixture line.",
  totalCents: line.unitPriceCents * line.quantity,
  name: "Ada Buyer",
  address: "1 Gear Road, Springfield",
  phone: "+1 555 0100",
});

/**
 * A checkout written straight into the database, its lines unpaid or paid with an invoice issued as paying
 * does (orders.service.ts): for the invoice and mail tests, which need checkouts of any shape.
 */
export async function checkoutFixture(
  db: Database,
  buyer: Buyer,
  { lines, poNumber = null, paidAt }: { lines: FixtureLine[]; poNumber?: string | null; paidAt?: Date },
) {
  const [checkout] = await db.insert(checkouts).values({ userId: buyer.userId, poNumber }).returning();
  const transactionId = paidAt ? `pi_fixture_${checkout!.id.slice(0, 8)}` : null;
  const rows = await db
    .insert(orders)
    .values(
      lines.map((line) => ({
        ...line,
        ...fixtureOrderColumns(buyer, checkout!.id, line),
        status: paidAt ? ("paid" as const) : ("unpaid" as const),
        transactionId,
        paidAt: paidAt ?? null,
      })),
    )
    .returning();
  if (paidAt) await issueInvoice(db, checkout!.id, paidAt);
  return { checkoutId: checkout!.id, orderIds: rows.map((row) => row.id), transactionId };
}

/** A user row of its own, for the tests that work on the database without the app. */
export async function userFixture(db: Database) {
  const id = randomUUID();
  const email = `buyer-${id}@example.test`;
  await db.insert(user).values({ id, name: "Ada Buyer", email });
  return { userId: id, email };
}
