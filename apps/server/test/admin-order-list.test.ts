import type { AdminOrder } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orders } from "../src/modules/orders/orders.tables.js";

import { anAdmin, api, type Account } from "./admin-fixtures.js";
import { shop, type TestApp } from "./attacks/fixtures.js";
import { customer } from "./auth-helpers.js";
import { addProduct } from "./catalog-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * GET /api/allOrders and /api/allOrders/counts (issue 10 item 5; checklist §2.16 ALLO-01/02, §2.15 AORD-01):
 * every customer's orders, paged, sorted, filtered and searched on the server.
 *
 * The cast, oldest first: A1 (A, "Zebra Wrench 50%_off" × 50 = $500, unpaid), A2 (A, "Plain Hammer" × 60 =
 * $1200, paid), B1 (B, Zebra × 70 = $700, cancelled), B2 (B, Hammer × 50 = $1000, shipped), and A3 (A, Zebra
 * × 55 = $550, cancelled and then deleted by the admin: in no list, no count).
 */
let t: TestApp;
let a: Account;
let b: Account;
let admin: Account;
const ids: Record<"A1" | "A2" | "B1" | "B2" | "A3", string> = { A1: "", A2: "", B1: "", B2: "", A3: "" };
beforeAll(async () => {
  t = await createTestApp();
  const s = shop(t);
  [a, b] = [await customer(t.app), await customer(t.app)];
  admin = await anAdmin(t.app, t.db);
  const zebra = await addProduct(t.db, { name: "Zebra Wrench 50%_off", priceCents: 1000 });
  const hammer = await addProduct(t.db, { name: "Plain Hammer", priceCents: 2000 });
  ids.A1 = (await s.order(a.token, zebra, 50))._id;
  ids.A2 = (await s.order(a.token, hammer, 60))._id;
  ids.B1 = (await s.order(b.token, zebra, 70))._id;
  ids.B2 = (await s.order(b.token, hammer, 50))._id;
  ids.A3 = (await s.order(a.token, zebra, 55))._id;
  await s.pay(a.token, ids.A2);
  await s.pay(b.token, ids.B2);
  expect((await api(t.app, "PUT", `/api/orders/status/${ids.B2}`, admin.token)).statusCode).toBe(200);
  expect((await s.cancel(b.token, ids.B1)).statusCode).toBe(200);
  expect((await s.cancel(a.token, ids.A3)).statusCode).toBe(200);
  expect((await api(t.app, "DELETE", `/api/orders/${ids.A3}`, admin.token)).statusCode).toBe(200);
  // Distinct placing times, an hour apart, in the cast's order.
  const base = Date.now() - 10 * 3600_000;
  for (const [i, key] of (["A1", "A2", "B1", "B2", "A3"] as const).entries())
    await t.db
      .update(orders)
      .set({ createdAt: new Date(base + i * 3600_000) })
      .where(eq(orders.id, ids[key]));
});
afterAll(() => t.close());

const list = (query = "", token = admin.token) => api(t.app, "GET", `/api/allOrders${query}`, token);
const names = (items: AdminOrder[]) =>
  items.map((o) => (Object.entries(ids).find(([, id]) => id === o._id) ?? ["?"])[0]);
async function listed(query: string) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return { names: names(res.json() as AdminOrder[]), total: Number(res.headers["x-total-count"]) };
}

describe("GET /api/allOrders", () => {
  it("ALLO-02: every customer's orders, newest first by default, with the total in X-Total-Count; deleted ones left out", async () => {
    expect(await listed("")).toEqual({ names: ["B2", "B1", "A2", "A1"], total: 4 });
    const res = await list();
    const item = (res.json() as AdminOrder[])[0]!;
    expect(Object.keys(item).sort()).toEqual(
      [
        "_id",
        "productId",
        "img",
        "productName",
        "category",
        "details",
        "quantity",
        "unitPrice",
        "price",
        "email",
        "name",
        "address",
        "phone",
        "status",
        "paid",
        "transactionId",
        "createdAt",
        "checkoutId",
        "poNumber",
        "invoiceNumber",
        // Issue 27: who carries a shipped order, and its tracking number.
        "carrier",
        "trackingNumber",
        // Issue 27: what was refunded, in all and refund by refund.
        "refunded",
        "refunds",
        "timeline",
        // Issue 39: how many lines the order's checkout has, and their total.
        "checkoutLines",
        "checkoutTotal",
      ].sort(),
    );
    expect(item).toMatchObject({ email: b.email, status: "shipped", price: 1000 });
  });

  it("sorts: oldest, total-desc, total-asc", async () => {
    expect((await listed("?sort=oldest")).names).toEqual(["A1", "A2", "B1", "B2"]);
    expect((await listed("?sort=total-desc")).names).toEqual(["A2", "B2", "B1", "A1"]);
    expect((await listed("?sort=total-asc")).names).toEqual(["A1", "B1", "B2", "A2"]);
  });

  it("pages with limit and offset; the total stays the number of all matches", async () => {
    expect(await listed("?limit=2")).toEqual({ names: ["B2", "B1"], total: 4 });
    expect(await listed("?limit=2&offset=2")).toEqual({ names: ["A2", "A1"], total: 4 });
    expect(await listed("?limit=2&offset=4")).toEqual({ names: [], total: 4 });
    expect(await listed("?sort=oldest&limit=3&offset=1")).toEqual({ names: ["A2", "B1", "B2"], total: 4 });
  });

  it("filters by status", async () => {
    expect(await listed("?status=unpaid")).toEqual({ names: ["A1"], total: 1 });
    expect(await listed("?status=paid")).toEqual({ names: ["A2"], total: 1 });
    expect(await listed("?status=shipped")).toEqual({ names: ["B2"], total: 1 });
    expect(await listed("?status=cancelled")).toEqual({ names: ["B1"], total: 1 });
  });

  it("searches by order id (its start or all of it, any case), email (any case) or product name", async () => {
    const q = (text: string) => `?q=${encodeURIComponent(text)}`;
    expect((await listed(q(ids.A2.slice(0, 8)))).names).toEqual(["A2"]);
    expect((await listed(q(ids.A2.toUpperCase()))).names).toEqual(["A2"]);
    expect((await listed(q(b.email.toUpperCase()))).names).toEqual(["B2", "B1"]);
    expect((await listed(q("zebra"))).names).toEqual(["B1", "A1"]);
    expect((await listed(`${q("hammer")}&status=paid`)).names).toEqual(["A2"]);
    expect((await listed(q("no such thing"))).names).toEqual([]);
    // The middle of an id is not an id search.
    expect((await listed(q(ids.A2.slice(9, 18)))).names).toEqual([]);
  });

  it("'%' and '_' in a search are literal characters, not wildcards; quotes are just text", async () => {
    const q = (text: string) => `?q=${encodeURIComponent(text)}`;
    expect((await listed(q("%"))).names).toEqual(["B1", "A1"]);
    expect((await listed(q("_"))).names).toEqual(["B1", "A1"]);
    expect((await listed(q("50%_"))).names).toEqual(["B1", "A1"]);
    expect((await listed(q("50_%"))).names).toEqual([]);
    expect((await listed(q("Wrench%off"))).names).toEqual([]);
    expect((await listed(q("'; drop table orders; --"))).names).toEqual([]);
    expect((await listed(q("\\"))).names).toEqual([]);
    expect((await listed("")).total).toBe(4);
  });

  it("refuses bad queries with 400: limit 0 or 101, a text limit, an unknown sort, status or key", async () => {
    for (const query of [
      "?limit=0",
      "?limit=101",
      "?limit=ten",
      "?limit=1e1",
      "?offset=-1",
      "?sort=price",
      "?status=deleted",
      "?admin=true",
      `?q=${"x".repeat(101)}`,
      "?q=a%00b",
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    expect((await listed("?limit=100")).total).toBe(4);
    expect((await listed("?limit=1")).names).toHaveLength(1);
  });

  it("ALLO-02: admins only: anonymous 401, a customer 403", async () => {
    expect((await api(t.app, "GET", "/api/allOrders")).statusCode).toBe(401);
    const res = await list("", a.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You are not authorized to do this");
  });
});

describe("GET /api/allOrders/counts", () => {
  it("AORD-01: counts the orders in each state for the tabs (deleted ones left out), under the list's search", async () => {
    const counts = async (query = "") => {
      const res = await api(t.app, "GET", `/api/allOrders/counts${query}`, admin.token);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await counts()).toEqual({
      all: 4,
      "awaiting-approval": 0,
      unpaid: 1,
      paid: 1,
      shipped: 1,
      cancelled: 1,
    });
    expect(await counts("?q=zebra")).toEqual({
      all: 2,
      "awaiting-approval": 0,
      unpaid: 1,
      paid: 0,
      shipped: 0,
      cancelled: 1,
    });
    expect(await counts(`?q=${encodeURIComponent(a.email)}`)).toEqual({
      all: 2,
      "awaiting-approval": 0,
      unpaid: 1,
      paid: 1,
      shipped: 0,
      cancelled: 0,
    });
    expect((await api(t.app, "GET", "/api/allOrders/counts?status=paid", admin.token)).statusCode).toBe(400);
    expect((await api(t.app, "GET", "/api/allOrders/counts", a.token)).statusCode).toBe(403);
  });
});
