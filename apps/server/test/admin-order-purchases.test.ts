import type { AdminOrder } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orders } from "../src/modules/orders/orders.tables.js";

import { anAdmin, api, type Account } from "./admin-fixtures.js";
import type { TestApp } from "./attacks/fixtures.js";
import { checkoutFixture, userFixture } from "./invoice-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * GET /api/allOrders by purchase (issue 39): sorted by when they were placed, a checkout's lines come
 * together in the cart's order, though each is placed a millisecond after the one before and another checkout
 * may fall between; each order carries its checkout's line count and total, so a page that cuts a purchase
 * can head it.
 *
 * The cast, oldest first: Z (3 unpaid lines, 2 hours before; the admin deletes Z2, so Z1 and Z3 are
 * cancelled), E (one line, an hour before), X (3 lines at +0, +2 and +4 ms), Y (2 lines at +1 and +3 ms), L
 * (one line, an hour after).
 */
let t: TestApp;
let admin: Account;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await anAdmin(t.app, t.db);
  const buyer = await userFixture(t.db);
  const base = Date.now() - 3 * 3600_000;
  const cast: [string, number[], number[], boolean][] = [
    // name, each line's placing time after `base` (ms), each line's unit price (cents), paid
    ["Z", [-7_200_000, -7_199_999, -7_199_998], [1_000, 2_000, 3_005], false],
    ["E", [-3_600_000], [4_200], true],
    ["X", [0, 2, 4], [1_999, 2_550, 100], true],
    ["Y", [1, 3], [500, 600], true],
    ["L", [3_600_000], [700], true],
  ];
  for (const [name, times, prices, paid] of cast) {
    const { orderIds } = await checkoutFixture(t.db, buyer, {
      ...(paid ? { paidAt: new Date(base) } : {}),
      lines: prices.map((unitPriceCents, i) => ({
        productName: `Purchase ${name} line ${i + 1}`,
        quantity: i + 1,
        unitPriceCents,
      })),
    });
    for (const [i, id] of orderIds.entries()) {
      ids[`${name}${i + 1}`] = id;
      await t.db
        .update(orders)
        .set({ createdAt: new Date(base + times[i]!) })
        .where(eq(orders.id, id));
    }
  }
  expect((await api(t.app, "DELETE", `/api/orders/${ids.Z2}`, admin.token)).statusCode).toBe(200);
});
afterAll(() => t.close());

async function listed(query: string) {
  const res = await api(t.app, "GET", `/api/allOrders${query}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminOrder[]).map((o) => ({
    name: Object.keys(ids).find((key) => ids[key] === o._id),
    lines: o.checkoutLines,
    total: o.checkoutTotal,
  }));
}
const names = async (query: string) => (await listed(query)).map((o) => o.name);

describe("GET /api/allOrders by purchase (issue 39)", () => {
  it("newest and oldest keep each purchase's lines together, in the cart's order", async () => {
    expect(await names("")).toEqual(["L1", "Y1", "Y2", "X1", "X2", "X3", "E1", "Z1", "Z3"]);
    expect(await names("?sort=oldest")).toEqual(["Z1", "Z3", "E1", "X1", "X2", "X3", "Y1", "Y2", "L1"]);
    // Paging goes on from where the page before stopped.
    expect(await names("?limit=4")).toEqual(["L1", "Y1", "Y2", "X1"]);
    expect(await names("?limit=4&offset=4")).toEqual(["X2", "X3", "E1", "Z1"]);
  });

  it("each order carries its checkout's line count and total in dollars, across pages, searches and filters", async () => {
    const x = { lines: 3, total: 73.99 }; // $19.99 × 1 + $25.50 × 2 + $1.00 × 3
    expect((await listed("?limit=4")).at(-1)).toEqual({ name: "X1", ...x });
    expect((await listed("?limit=4&offset=4"))[0]).toEqual({ name: "X2", ...x });
    expect(await listed(`?q=${encodeURIComponent("Purchase X line 3")}`)).toEqual([{ name: "X3", ...x }]);
    expect(await listed("?status=paid&sort=total-asc&limit=2")).toEqual([
      { name: "X3", ...x },
      { name: "Y1", lines: 2, total: 17 },
    ]);
  });

  it("a line the admin deleted counts neither in its checkout's lines nor in its total", async () => {
    // $10.00 × 1 + $30.05 × 3; Z2 ($20.00 × 2) was deleted.
    expect(await listed("?status=cancelled")).toEqual([
      { name: "Z1", lines: 2, total: 100.15 },
      { name: "Z3", lines: 2, total: 100.15 },
    ]);
  });
});
