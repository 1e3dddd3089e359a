import { randomUUID } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { refunds } from "../src/modules/orders/refunds.tables.js";
import { testCardPayments } from "../src/modules/payments/payments.tables.js";

import { anAdmin, type Account } from "./admin-fixtures.js";
import { shop, type Shop } from "./attacks/fixtures.js";
import { bearer, customer } from "./auth-helpers.js";
import { addProduct } from "./catalog-fixtures.js";
import { onPostgres } from "./postgres.js";
import { createTestApp } from "./test-app.js";

/**
 * Refunds at once (issue 27 item 4, decision 0036). PGlite runs one query at a time and would pass any
 * implementation, so this runs only on PostgreSQL (DATABASE_URL set, as `.ci/run` does) and shows as skipped on
 * PGlite; refunds.test.ts forces the interleaving that bites there.
 */
describe.skipIf(!onPostgres)("parallel refunds (PostgreSQL only: PGlite serialises queries)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Account;
  let admin: Account;
  let call: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, admin] = [await customer(t.app), await anAdmin(t.app, t.db)];
    call = shop(t);
  });
  afterAll(() => t.close());

  async function paidOrder() {
    const productId = await addProduct(t.db, { minOrder: 1, priceCents: 1_000 });
    const order = await call.order(owner.token, productId, 5);
    return (await call.pay(owner.token, order._id))._id;
  }
  /** Each call its own Idempotency-Key: twenty clicks, not one repeated (that one the key's row settles). */
  const refund = (id: string, body: object = { restock: true }) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${id}/refund`,
      headers: { ...bearer(admin.token), "idempotency-key": randomUUID() },
      payload: body,
    });

  it("twenty parallel whole refunds of one order: exactly one 200, nineteen 409; refunded once, at the provider too", async () => {
    const id = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(id)));
    const codes = answers.map((r) => r.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows.map((r) => [r.status, r.amountCents])).toEqual([["succeeded", 5_000]]);
    const [payment] = await t.db
      .select()
      .from(testCardPayments)
      .where(eq(testCardPayments.id, answers.find((r) => r.statusCode === 200)!.json().transactionId));
    expect(payment!.refundedCents).toBe(5_000);
  }, 60_000);

  it("parallel refunds of twelve orders: credit-note numbers go on without a gap or a repeat", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await paidOrder());
    const answers = await Promise.all(ids.map((id) => refund(id, { amount: 1, restock: false })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array<number>(12).fill(200));
    const numbers = (
      await t.db
        .select({ number: refunds.creditNoteNumber })
        .from(refunds)
        .where(eq(refunds.creditNoteYear, new Date().getUTCFullYear()))
        .orderBy(asc(refunds.creditNoteNumber))
    ).map((r) => r.number!);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
