import { MAX_ORDER_QUANTITY, type Order } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct, deleteProductRow, LONG, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { findProductRow } from "../catalog/index.js";

import { expireUnpaidOrders, type PaymentSettlement } from "./order-transitions.service.js";

const noPayment: PaymentSettlement = async () => "clear";

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof customer>>;
let b: Awaited<ReturnType<typeof customer>>;
let admin: Awaited<ReturnType<typeof customer>>;
beforeAll(async () => {
  t = await createTestApp();
  [a, b, admin] = [await customer(t.app), await customer(t.app), await anAdmin(t.app, t.db)];
});
afterAll(() => t.close());

const billing = { name: "Ada Buyer", address: "1 Forge Street, Springfield", phone: "+1 555-0100" };
const order = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/orders", headers: bearer(token), payload });
const stockOf = async (id: string) => (await findProductRow(t.db, id))!.availableQty;

describe("POST /api/orders", () => {
  it("prices the order from the product, takes the email from the token and reserves the stock (PDP-18/19, ENT-04/05)", async () => {
    const productId = await addProduct(t.db);
    const res = await order(a.token, { productId, quantity: 50, ...billing });
    expect(res.statusCode).toBe(201);
    const { insertedId, order: created } = res.json() as { insertedId: string; order: Order };
    expect(created).toMatchObject({
      _id: insertedId,
      productId,
      productName: LONG.name,
      category: LONG.category,
      details: LONG.description,
      img: LONG.img,
      quantity: 50,
      unitPrice: 19.99,
      price: 999.5,
      email: a.email,
      ...billing,
      status: "unpaid",
      paid: false,
      transactionId: null,
    });
    expect(await stockOf(productId)).toBe(250);
    expect(await stockMovementTotal(t.db, productId)).toBe(-50);
  });

  it("ignores the spec's client-sent fields: price, email, status, paid, img and the product fields (SCOPE-07)", async () => {
    const productId = await addProduct(t.db);
    const res = await order(a.token, {
      productId,
      quantity: 60,
      ...billing,
      price: 1,
      email: b.email,
      status: "paid",
      paid: true,
      img: "https://evil.example/x.png",
      productName: "Free stuff",
      category: "Gifts",
      details: "whatever",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      price: 1199.4,
      email: a.email,
      status: "unpaid",
      paid: false,
      img: LONG.img,
      productName: LONG.name,
      category: LONG.category,
      details: LONG.description,
    });
  });

  it.each([
    [49, 400, "50"],
    [301, 409, "300"],
    [55.5, 400, "whole number"],
    [-5, 400, "at least 1"],
    [0, 400, "at least 1"],
    ["60", 400, "whole number"],
    [1e9, 400, `at most ${MAX_ORDER_QUANTITY}`],
    [null, 400, "whole number"],
  ])(
    "refuses quantity %j with %i naming the limit, and changes nothing (VAL-10, PDP-25)",
    async (quantity, status, named) => {
      const productId = await addProduct(t.db);
      const before = (
        await t.app.inject({ method: "GET", url: `/api/orders?email=${a.email}`, headers: bearer(a.token) })
      ).json().length;
      const res = await order(a.token, { productId, quantity, ...billing });
      expect(res.statusCode).toBe(status);
      expect(JSON.stringify(res.json())).toContain(named);
      expect(await stockOf(productId)).toBe(300);
      expect(await stockMovementTotal(t.db, productId)).toBe(0);
      const after = (
        await t.app.inject({ method: "GET", url: `/api/orders?email=${a.email}`, headers: bearer(a.token) })
      ).json().length;
      expect(after).toBe(before);
    },
  );

  it("honours the product's own minimum order", async () => {
    const productId = await addProduct(t.db, { minOrder: 100 });
    expect((await order(a.token, { productId, quantity: 99, ...billing })).json().message).toContain("100");
    expect((await order(a.token, { productId, quantity: 100, ...billing })).statusCode).toBe(201);
  });

  it.each([
    ["an unknown product", { productId: "00000000-0000-4000-8000-000000000000" }, 404],
    ["a malformed product id", { productId: "does-not-exist" }, 404],
    ["an empty address", { address: "  " }, 400],
    ["a too long address", { address: "x".repeat(201) }, 400],
    ["a phone with letters", { phone: "call me" }, 400],
    ["a role in the body", { role: "admin" }, 400],
    ["a missing name", { name: undefined }, 400],
  ])("refuses %s", async (_what, change, status) => {
    const productId = await addProduct(t.db);
    const res = await order(a.token, { productId, quantity: 50, ...billing, ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ requestId: expect.any(String) });
    expect(await stockOf(productId)).toBe(300);
  });

  it("refuses a deleted product", async () => {
    const productId = await addProduct(t.db);
    expect(await deleteProductRow(t.db, productId)).toBe(true);
    expect((await order(a.token, { productId, quantity: 50, ...billing })).statusCode).toBe(404);
  });

  it("is for signed-in customers only", async () => {
    const productId = await addProduct(t.db);
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: { productId, quantity: 50, ...billing },
    });
    expect(anon.statusCode).toBe(401);
    expect((await order(admin.token, { productId, quantity: 50, ...billing })).statusCode).toBe(403);
    expect(await stockOf(productId)).toBe(300);
  });
});

describe("reading orders", () => {
  it("lists only one's own orders; another email is refused (API-08, OTAB-06)", async () => {
    const productId = await addProduct(t.db);
    const mine = (await order(b.token, { productId, quantity: 50, ...billing })).json().insertedId as string;
    const list = await t.app.inject({
      method: "GET",
      url: `/api/orders?email=${b.email}`,
      headers: bearer(b.token),
    });
    expect(list.statusCode).toBe(200);
    const orders = list.json() as Order[];
    expect(orders.map((o) => o._id)).toContain(mine);
    expect(orders.every((o) => o.email === b.email)).toBe(true);
    const foreign = await t.app.inject({
      method: "GET",
      url: `/api/orders?email=${b.email}`,
      headers: bearer(a.token),
    });
    expect(foreign.statusCode).toBe(403);
    // Authorization comes before validation (security finding 13): no email names nobody the caller may see.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/orders`, headers: bearer(a.token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/orders?email=${a.email}` })).statusCode).toBe(401);
  });

  it("shows one order to its owner and admins, and a 404 to anyone else (API-09)", async () => {
    const productId = await addProduct(t.db);
    const id = (await order(a.token, { productId, quantity: 50, ...billing })).json().insertedId as string;
    const get = (token: string, orderId = id) =>
      t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: bearer(token) });
    expect((await get(a.token)).statusCode).toBe(200);
    expect((await get(admin.token)).statusCode).toBe(200);
    expect((await get(b.token)).statusCode).toBe(404);
    expect((await get(a.token, "nope")).statusCode).toBe(404);
  });
});

describe("DELETE /api/orders/:id (customer cancel)", () => {
  it("cancels an unpaid order once and gives the stock back (MYORD-07, STATE-16)", async () => {
    const productId = await addProduct(t.db);
    const id = (await order(a.token, { productId, quantity: 70, ...billing })).json().insertedId as string;
    expect(await stockOf(productId)).toBe(230);

    const del = (token: string) =>
      t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: bearer(token) });
    expect((await del(b.token)).statusCode).toBe(404);
    expect(await stockOf(productId)).toBe(230);

    const res = await del(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(productId)).toBe(300);
    expect(await stockMovementTotal(t.db, productId)).toBe(0);
    const read = await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: bearer(a.token) });
    expect(read.json()).toMatchObject({ status: "cancelled", paid: false });

    expect((await del(a.token)).statusCode).toBe(409);
    expect(await stockOf(productId)).toBe(300);
  });

  it("refuses to cancel a paid order (409) and changes nothing", async () => {
    const productId = await addProduct(t.db);
    const id = (await order(a.token, { productId, quantity: 50, ...billing })).json().insertedId as string;
    const { orders } = await import("./orders.tables.js");
    const { eq } = await import("drizzle-orm");
    await t.db.update(orders).set({ status: "paid" }).where(eq(orders.id, id));
    const res = await t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers: bearer(a.token) });
    expect(res.statusCode).toBe(409);
    expect(await stockOf(productId)).toBe(250);
  });
});

describe("expiry of unpaid orders (STATE-20)", () => {
  it("cancels unpaid orders older than the TTL and releases their stock, once", async () => {
    const productId = await addProduct(t.db);
    const id = (await order(a.token, { productId, quantity: 80, ...billing })).json().insertedId as string;
    const ttl = 60_000;
    const holds = { ttlMs: ttl, unverifiedTtlMs: ttl };
    expect(await expireUnpaidOrders(t.db, holds, noPayment, new Date())).toBe(0);
    const later = new Date(Date.now() + ttl + 1000);
    expect(await expireUnpaidOrders(t.db, holds, noPayment, later)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(productId)).toBe(300);
    expect(await expireUnpaidOrders(t.db, holds, noPayment, later)).toBe(0);
    expect(await stockOf(productId)).toBe(300);
    const read = await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: bearer(a.token) });
    expect(read.json().status).toBe("cancelled");
  });

  it("expires each order once when two app servers sweep at the same moment (issue 14)", async () => {
    const productId = await addProduct(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await order(a.token, { productId, quantity: 50, ...billing })).statusCode).toBe(201);
    }
    expect(await stockOf(productId)).toBe(50);
    // Each sweep's first question to the payments side waits for the other's: both have read the same due
    // orders before either cancels one, which is the overlap two servers' timers reach by chance.
    let arrived = 0;
    let bothArrived!: () => void;
    const meeting = new Promise<void>((resolve) => (bothArrived = resolve));
    const meetingSettle: PaymentSettlement = async () => {
      if (++arrived === 2) bothArrived();
      await meeting;
      return "clear";
    };
    const later = new Date(Date.now() + 120_000);
    const holds = { ttlMs: 60_000, unverifiedTtlMs: 60_000 };
    await Promise.all([
      expireUnpaidOrders(t.db, holds, meetingSettle, later),
      expireUnpaidOrders(t.db, holds, meetingSettle, later),
    ]);
    expect(await stockOf(productId)).toBe(300);
    expect(await stockMovementTotal(t.db, productId)).toBe(0);
  });
});
