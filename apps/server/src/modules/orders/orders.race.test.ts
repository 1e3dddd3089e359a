import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { createTestApp } from "../../../test/test-app.js";
import { findProductRow } from "../catalog/index.js";

/**
 * The oversell race (DESIGN §5). PGlite runs one query at a time and would pass any implementation (it stays
 * green with the stock guard removed), so this runs only on PostgreSQL, where `.ci/run` sets DATABASE_URL,
 * and shows as skipped on PGlite.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.skipIf(!onPostgres)(
  "100 concurrent orders against stock for 10 (PostgreSQL only: PGlite serialises queries)",
  () => {
    it("sells exactly 10, leaves the stock at 0 and the movement log balanced", async () => {
      const productId = await addProduct(t.db, { availableQty: 500, minOrder: 50 });
      const buyers = await Promise.all(Array.from({ length: 10 }, () => customer(t.app)));
      const attempts = Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/orders",
          headers: bearer(buyers[i % buyers.length]!.token),
          payload: { productId, quantity: 50, name: "Racer", address: "1 Race Road", phone: "+1 555 0101" },
        }),
      );
      const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(90);
      expect((await findProductRow(t.db, productId))!.availableQty).toBe(0);
      expect(await stockMovementTotal(t.db, productId)).toBe(-500);
    }, 60_000);
  },
);
