import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { createTestApp } from "../../../test/test-app.js";

import { findProductRow } from "./catalog.service.js";

/**
 * Restocks racing each other and orders (MANAGE-04, DESIGN §5). PGlite runs one query at a time and would pass
 * a read-then-write restock, so this runs only on PostgreSQL (DATABASE_URL set, as `.ci/run` does) and shows
 * as skipped on PGlite.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof customer>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await anAdmin(t.app, t.db);
});
afterAll(() => t.close());

const restock = (id: string, updatedQuantity: number) =>
  t.app.inject({
    method: "PUT",
    url: `/api/products/${id}`,
    headers: bearer(admin.token),
    payload: { updatedQuantity },
  });

describe.skipIf(!onPostgres)("concurrent restocks (PostgreSQL only: PGlite serialises queries)", () => {
  it("MANAGE-04: two concurrent restocks are both counted, every time (20 rounds)", async () => {
    for (let round = 0; round < 20; round += 1) {
      const id = await addProduct(t.db, { availableQty: 300 });
      const answers = await Promise.all([restock(id, 50), restock(id, 70)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await findProductRow(t.db, id))!.availableQty, `round ${round}`).toBe(420);
      expect(await stockMovementTotal(t.db, id)).toBe(120);
    }
  }, 60_000);

  it("MANAGE-04: 30 concurrent restocks and 6 concurrent orders: stock = 300 + restocked − ordered, the log agrees", async () => {
    const id = await addProduct(t.db, { availableQty: 300, minOrder: 50 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => customer(t.app)));
    const orders = buyers.map((b) =>
      t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: bearer(b.token),
        payload: { productId: id, quantity: 50, name: "Racer", address: "1 Race Road", phone: "+1 555 0101" },
      }),
    );
    const restocks = Array.from({ length: 30 }, (_, i) => restock(id, i + 1));
    const answers = await Promise.all([...restocks, ...orders]);
    expect(answers.slice(0, 30).every((r) => r.statusCode === 200)).toBe(true);
    const placed = answers.slice(30).filter((r) => r.statusCode === 201).length;
    expect(placed).toBe(6);
    const restocked = (30 * 31) / 2;
    expect((await findProductRow(t.db, id))!.availableQty).toBe(300 + restocked - 50 * placed);
    expect(await stockMovementTotal(t.db, id)).toBe(restocked - 50 * placed);
  }, 60_000);
});
