import type { ActivityEntry } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api, promotionRecord, userIdOf, type Account } from "./admin-fixtures.js";
import { shop, type TestApp } from "./attacks/fixtures.js";
import { customer } from "./auth-helpers.js";
import { addProduct } from "./catalog-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * GET /api/activity (issue 10 item 7): the audit trail, newest first, filtered by action, target and actor,
 * and paged by id. The cast: admin X promotes C, admin Y ships an order and demotes C, X removes D.
 */
let t: TestApp;
let x: Account;
let y: Account;
let c: Account;
let d: Account;
let orderId: string;
beforeAll(async () => {
  t = await createTestApp();
  [x, y] = [await anAdmin(t.app, t.db), await anAdmin(t.app, t.db)];
  [c, d] = [await customer(t.app), await customer(t.app)];
  const s = shop(t);
  const order = await s.order(c.token, await addProduct(t.db));
  await s.pay(c.token, order._id);
  orderId = order._id;
  const steps = [
    () => api(t.app, "PUT", `/api/user/admin/${encodeURIComponent(c.email)}`, x.token),
    () => api(t.app, "PUT", `/api/orders/status/${orderId}`, y.token),
    () => api(t.app, "DELETE", `/api/user/admin/${encodeURIComponent(c.email)}`, y.token),
    () => api(t.app, "DELETE", `/api/user/${encodeURIComponent(d.email)}`, x.token),
  ];
  for (const step of steps) expect((await step()).statusCode).toBe(200);
});
afterAll(() => t.close());

async function activity(query = "") {
  const res = await api(t.app, "GET", `/api/activity${query}`, x.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActivityEntry[];
}

describe("GET /api/activity", () => {
  it("lists every admin action newest first, with actor, time, target, before and after", async () => {
    const entries = await activity();
    expect(entries.map((e) => e.action)).toEqual([
      "user.remove",
      "user.demote",
      "order.ship",
      "user.promote",
    ]);
    expect(entries[3]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actorEmail: x.email,
      ...(await promotionRecord(t.db, c.email)),
    });
    expect(new Date(entries[3]!.at).toISOString()).toBe(entries[3]!.at);
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((p, q) => q - p));
  });

  it("filters by action, target type, target id and actor email (any case)", async () => {
    expect((await activity("?action=order.ship")).map((e) => e.targetId)).toEqual([orderId]);
    expect((await activity("?targetType=user")).map((e) => e.action)).toEqual([
      "user.remove",
      "user.demote",
      "user.promote",
    ]);
    const cId = await userIdOf(t.db, c.email);
    expect((await activity(`?targetId=${cId}`)).map((e) => e.action)).toEqual([
      "user.demote",
      "user.promote",
    ]);
    expect(
      (await activity(`?actor=${encodeURIComponent(y.email.toUpperCase())}`)).map((e) => e.action),
    ).toEqual(["user.demote", "order.ship"]);
    expect(await activity("?actor=nobody%40example.test")).toEqual([]);
    expect(
      (await activity(`?actor=${encodeURIComponent(x.email)}&targetType=user&action=user.remove`)).length,
    ).toBe(1);
  });

  it("pages by id: `before` the last id of a page gives the next one", async () => {
    const first = await activity("?limit=2");
    expect(first.map((e) => e.action)).toEqual(["user.remove", "user.demote"]);
    const second = await activity(`?limit=2&before=${first.at(-1)!.id}`);
    expect(second.map((e) => e.action)).toEqual(["order.ship", "user.promote"]);
    expect(await activity(`?before=${second.at(-1)!.id}`)).toEqual([]);
  });

  it("refuses bad queries (400) and anyone but an admin (anonymous 401, a customer 403)", async () => {
    for (const bad of [
      "?action=user.delete",
      "?targetType=payment",
      "?limit=0",
      "?limit=101",
      "?before=-1",
      "?before=abc",
      "?actorId=x",
    ])
      expect((await api(t.app, "GET", `/api/activity${bad}`, x.token)).statusCode, bad).toBe(400);
    expect((await api(t.app, "GET", "/api/activity")).statusCode).toBe(401);
    expect((await api(t.app, "GET", "/api/activity", c.token)).statusCode).toBe(403);
  });
});
