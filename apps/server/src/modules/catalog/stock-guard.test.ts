import { ORDER_TEXTS } from "@xpart/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import type { Database } from "../../db/client.js";

import { findProductRow } from "./catalog.service.js";
import { products } from "./catalog.tables.js";
import { reserveStock } from "./stock.service.js";

import type * as catalogFrontDoor from "./index.js";

/**
 * The oversell guard (DESIGN §5) on any store. PGlite runs one query at a time, so a real race never happens
 * there (orders.race.test.ts runs only on PostgreSQL); these tests make the interleaving happen themselves:
 * the stock drops after the order has read it and before it reserves, so only reserveStock's conditional
 * UPDATE stands between the order and an oversell.
 */
const interleave = vi.hoisted(() => ({
  /** Runs once, on the order's own connection, right after the order reads the product. */
  afterRead: null as ((db: Database, productId: string) => Promise<void>) | null,
}));

vi.mock("./index.js", async (importOriginal) => {
  const real = await importOriginal<typeof catalogFrontDoor>();
  return {
    ...real,
    // The order reads its lines' products with findProductRows (issue 26: one read for a whole checkout).
    findProductRows: async (db: Database, ids: readonly string[]) => {
      const rows = await real.findProductRows(db, ids);
      const step = interleave.afterRead;
      interleave.afterRead = null;
      if (step) for (const id of ids) await step(db, id);
      return rows;
    },
  };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Another buyer's purchase landing between a read and a write: the stock is set to `left`. */
async function stockDropsTo(db: Database, productId: string, left: number) {
  await db.update(products).set({ availableQty: left }).where(eq(products.id, productId));
}

const stockOf = async (id: string) => (await findProductRow(t.db, id))!.availableQty;

describe("the oversell guard in reserveStock, with the interleaving forced (issue 23, PGlite and PostgreSQL)", () => {
  it("issue 23: reserveStock refuses units that were there when read but are gone now, and the stock never goes negative", async () => {
    const productId = await addProduct(t.db, { availableQty: 5, minOrder: 1 });
    const read = await findProductRow(t.db, productId);
    expect(read!.availableQty).toBe(5);
    await stockDropsTo(t.db, productId, 2);

    const left = await reserveStock(t.db, {
      productId,
      quantity: 3,
      reason: "order_reserve",
      actor: "issue-23",
    });

    expect(left).toBeNull();
    expect(await stockOf(productId)).toBe(2);
    expect(await stockMovementTotal(t.db, productId)).toBe(0);
    // What is there can still be taken, to the last unit.
    expect(
      await reserveStock(t.db, { productId, quantity: 2, reason: "order_reserve", actor: "issue-23" }),
    ).toBe(0);
    expect(await stockMovementTotal(t.db, productId)).toBe(-2);
  });

  it("issue 23: an order whose stock is taken between its read and its reservation is a 409 with the real stock, and leaves nothing behind", async () => {
    const buyer = await customer(t.app);
    const productId = await addProduct(t.db, { availableQty: 5, minOrder: 1 });
    interleave.afterRead = (db, id) => stockDropsTo(db, id, 2);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: bearer(buyer.token),
      payload: { productId, quantity: 3, name: "Racer", address: "1 Race Road", phone: "+1 555 0101" },
    });

    expect(interleave.afterRead).toBeNull();
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(ORDER_TEXTS.onlyAvailable(2));
    // The drop ran inside the order's transaction (PGlite has one connection), so it is rolled back with it.
    expect(await stockOf(productId)).toBe(5);
    expect(await stockMovementTotal(t.db, productId)).toBe(0);
    const placed = await t.db.execute(
      sql`select count(*)::int as n from orders where product_id = ${productId}`,
    );
    expect((placed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
