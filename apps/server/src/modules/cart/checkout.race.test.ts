import type { Order } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { shop } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { createTestApp } from "../../../test/test-app.js";
import { findProductRow } from "../catalog/index.js";

/**
 * Issue 26's checkout race: 50 buyers check out 20-line carts over the same products at once. PGlite runs one
 * query at a time and would pass any implementation, so this runs on PostgreSQL only (`.ci/run` sets it).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BILLING = { name: "Racer", address: "1 Race Road", phone: "+1 555 0101" };

describe.skipIf(!onPostgres)(
  "50 concurrent checkouts of 20-line carts over the same products (PostgreSQL only: PGlite serialises queries)",
  () => {
    it("never oversells: each checkout is whole or refused naming its short lines, and the stock log balances", async () => {
      // Stock for 12 carts' worth of each product: most checkouts must be refused.
      const products = await Promise.all(
        Array.from({ length: 20 }, (_, i) => addProduct(t.db, { availableQty: 600 + i * 10, minOrder: 50 })),
      );
      const buyers = await Promise.all(Array.from({ length: 50 }, () => customer(t.app)));
      for (const buyer of buyers) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/cart/items",
          headers: bearer(buyer.token),
          payload: { lines: products.map((productId) => ({ productId, quantity: 50 })) },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const answers = await Promise.all(
        buyers.map((buyer) =>
          t.app.inject({
            method: "POST",
            url: "/api/checkout",
            headers: bearer(buyer.token),
            payload: BILLING,
          }),
        ),
      );
      const placed = answers.filter((r) => r.statusCode === 201);
      const refused = answers.filter((r) => r.statusCode === 409);
      expect(placed.length + refused.length).toBe(50);
      expect(placed.length).toBe(12);
      for (const res of placed) expect((res.json() as { orders: Order[] }).orders).toHaveLength(20);
      for (const res of refused) {
        const fields = (res.json() as { fields: Record<string, string> }).fields;
        expect(Object.keys(fields).length).toBeGreaterThan(0);
        for (const [productId, reason] of Object.entries(fields)) {
          expect(products).toContain(productId);
          expect(reason).toMatch(/^Only \d+ available/);
        }
      }
      for (const [i, productId] of products.entries()) {
        const left = (await findProductRow(t.db, productId))!.availableQty;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(600 + i * 10 - 12 * 50);
        expect(await stockMovementTotal(t.db, productId)).toBe(-12 * 50);
      }
    }, 120_000);
  },
);

describe.skipIf(!onPostgres)("50 parallel payments (PostgreSQL only: PGlite serialises queries)", () => {
  it("gives every paid checkout an invoice, numbered without gaps or repeats", async () => {
    const api = shop(t);
    const productId = await addProduct(t.db, { availableQty: 5000, minOrder: 50 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => customer(t.app)));
    const orders = await Promise.all(buyers.map((buyer) => api.order(buyer.token, productId)));
    const paid = await Promise.all(orders.map((order, i) => api.pay(buyers[i]!.token, order._id)));
    const numbers = paid.map((order) => Number(order.invoiceNumber!.split("-")[1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
  }, 120_000);
});
