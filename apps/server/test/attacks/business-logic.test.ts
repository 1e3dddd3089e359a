import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findProductRow } from "../../src/modules/catalog/index.js";
import { orders } from "../../src/modules/orders/orders.tables.js";
import { idempotencyKeys } from "../../src/plugins/idempotency.tables.js";
import { bearer, customer } from "../auth-helpers.js";
import { addProduct, deleteProductRow, LONG } from "../catalog-fixtures.js";
import { createTestApp, testConfig } from "../test-app.js";

import { BILLING, orderState, shop, shopCast, type Customer, type Shop, type TestApp } from "./fixtures.js";

/**
 * Business-logic attacks on orders (security research rows 18–22, 26 and 28; findings 5 and 6), through
 * `app.inject()` against a real database. Every refused mutation also checks that the database is as before:
 * the product's stock and movement log, and every order with its status.
 */

// One app, with the test configuration's holding limits (far above what these tests hold), for the blocks
// below but finding 5's, which sets its own.
let t: TestApp;
let a: Customer;
let b: Customer;
let call: Shop;
beforeAll(async () => {
  ({ t, call, a, b } = await shopCast());
});
afterAll(() => t.close());

describe("orders: quantity, price, fields and products (rows 18–22, 26)", () => {
  /** A product that would take any quantity from 1 to 300, so only the type of a quantity can refuse it. */
  const anyQuantityProduct = () => addProduct(t.db, { minOrder: 1, availableQty: 300 });

  it.each([-100, -1])("row 18: a negative quantity (%i) is a 400 and changes nothing", async (quantity) => {
    const productId = await anyQuantityProduct();
    const before = await orderState(t.db, productId);
    const res = await call.placeOrder(a.token, { productId, quantity, ...BILLING });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ quantity: "Quantity must be at least 1" });
    expect(await orderState(t.db, productId)).toEqual(before);
    expect(before.stock).toBe(300);
  });

  it.each([
    ["0", 0],
    ["1.5", 1.5],
    ["1e9", 1e9],
    ['"5"', "5"],
    ["true", true],
    ["[5]", [5]],
    ["null", null],
    ['{"$gt":0}', { $gt: 0 }],
    ["missing", undefined],
  ])("row 19: quantity %s is a 400 (no coercion) and changes nothing", async (_label, quantity) => {
    const productId = await anyQuantityProduct();
    const before = await orderState(t.db, productId);
    const res = await call.placeOrder(a.token, { productId, quantity, ...BILLING });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { quantity: expect.any(String) },
      requestId: expect.any(String),
    });
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it("row 19: the same product takes the number 5 and the number 1, so the refusals above are about type", async () => {
    const productId = await anyQuantityProduct();
    expect((await call.order(a.token, productId, 5)).quantity).toBe(5);
    expect((await call.order(a.token, productId, 1)).quantity).toBe(1);
    expect((await findProductRow(t.db, productId))!.availableQty).toBe(294);
  });

  it.each([301, 1_000_000])(
    "row 19: quantity %i over the stock of 300 is a 409 naming the stock, and changes nothing",
    async (quantity) => {
      const productId = await anyQuantityProduct();
      const before = await orderState(t.db, productId);
      const res = await call.placeOrder(a.token, { productId, quantity, ...BILLING });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Only 300 available");
      expect(await orderState(t.db, productId)).toEqual(before);
    },
  );

  it.each([0.01, 0, -1000, "1"])(
    "row 20: a client price (%j) on POST /orders is ignored: the total is the stored unit price × quantity",
    async (price) => {
      const productId = await addProduct(t.db);
      const res = await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING, price });
      expect(res.statusCode).toBe(201);
      expect(res.json().order).toMatchObject({ unitPrice: 19.99, price: 999.5, quantity: 50 });
      const [row] = (await t.db.select().from(orders)).filter((o) => o.id === res.json().insertedId);
      expect(row).toMatchObject({ unitPriceCents: 1999, totalCents: 99_950 });
    },
  );

  it.each([["unitPrice"], ["unitPriceCents"], ["totalCents"], ["amount"]])(
    "row 20: a price under another name (%s) is not an order field: 400 and nothing changes",
    async (field) => {
      const productId = await addProduct(t.db);
      const before = await orderState(t.db, productId);
      const res = await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING, [field]: 1 });
      expect(res.statusCode).toBe(400);
      expect(await orderState(t.db, productId)).toEqual(before);
    },
  );

  it("row 22: spoofed display and state fields are ignored: product fields from the product, owner from the token, status unpaid", async () => {
    const productId = await addProduct(t.db);
    const res = await call.placeOrder(a.token, {
      productId,
      quantity: 50,
      ...BILLING,
      img: "javascript:alert(1)",
      productName: "<img src=x onerror=alert(1)>",
      category: "x",
      details: "<script>alert(1)</script>",
      email: b.email,
      status: "paid",
      paid: true,
      price: 0.01,
    });
    expect(res.statusCode).toBe(201);
    const expected = {
      img: LONG.img,
      productName: LONG.name,
      category: LONG.category,
      details: LONG.description,
      email: a.email,
      status: "unpaid",
      paid: false,
      transactionId: null,
      price: 999.5,
    };
    expect(res.json().order).toMatchObject(expected);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/orders/${res.json().insertedId}`,
      headers: bearer(a.token),
    });
    expect(read.json()).toMatchObject(expected);
    // The other customer named in the body got nothing.
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/orders?email=${encodeURIComponent(b.email)}`,
      headers: bearer(b.token),
    });
    expect(theirs.json()).toEqual([]);
  });

  it.each([
    ["_id", "00000000-0000-4000-8000-000000000000"],
    ["userId", "someone-else"],
    ["transactionId", "pi_fake"],
    ["paidAt", "2020-01-01T00:00:00Z"],
    ["role", "admin"],
    ["__proto__", { status: "paid" }],
  ])("row 22: a state field the spec never sent (%s) is a 400 and changes nothing", async (field, value) => {
    const productId = await addProduct(t.db);
    const before = await orderState(t.db, productId);
    const payload = JSON.parse(JSON.stringify({ productId, quantity: 50, ...BILLING })) as Record<
      string,
      unknown
    >;
    Object.defineProperty(payload, field, { value, enumerable: true });
    const res = await call.placeOrder(a.token, payload);
    expect(res.statusCode).toBe(400);
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it("row 26: a sold-out product (availableQty 0) is a 409 and changes nothing", async () => {
    const productId = await addProduct(t.db, { availableQty: 0 });
    const before = await orderState(t.db, productId);
    const res = await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only 0 available");
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it("row 26: stock below the minimum order (30 of min 50): 50 is a 409 naming 30, 30 a 400 naming 50; nothing changes", async () => {
    const productId = await addProduct(t.db, { availableQty: 30 });
    const before = await orderState(t.db, productId);
    const over = await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("Only 30 available");
    const under = await call.placeOrder(a.token, { productId, quantity: 30, ...BILLING });
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toContain("50");
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it("row 26: a deleted product is a 404 and no order is made", async () => {
    const productId = await addProduct(t.db);
    expect(await deleteProductRow(t.db, productId)).toBe(true);
    const before = await orderState(t.db, productId);
    const res = await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Product not found");
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it("row 26: an order placed before its product was deleted keeps its snapshot and can still be cancelled", async () => {
    const productId = await addProduct(t.db);
    const placed = await call.order(a.token, productId);
    expect(await deleteProductRow(t.db, productId)).toBe(true);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/orders/${placed._id}`,
      headers: bearer(a.token),
    });
    expect(read.json()).toMatchObject({ productId: null, productName: LONG.name, price: 999.5 });
    expect((await call.cancel(a.token, placed._id)).statusCode).toBe(200);
    expect(await findProductRow(t.db, productId)).toBeNull();
    expect((await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING })).statusCode).toBe(404);
  });
});

describe("finding 5: how much one customer may hold unpaid (maxUnpaidOrders 2, maxUnpaidQuantity 120)", () => {
  let limited: TestApp;
  let limitedCall: Shop;
  beforeAll(async () => {
    limited = await createTestApp({
      holding: { ...testConfig.holding, maxUnpaidOrders: 2, maxUnpaidQuantity: 120 },
    });
    limitedCall = shop(limited);
  });
  afterAll(() => limited.close());

  it("finding 5: a third unpaid order is a 409 naming the limit, and changes nothing", async () => {
    const c = await customer(limited.app);
    const [p1, p2, p3] = [
      await addProduct(limited.db),
      await addProduct(limited.db),
      await addProduct(limited.db),
    ];
    await limitedCall.order(c.token, p1);
    await limitedCall.order(c.token, p2);
    const before = await orderState(limited.db, p3);
    const res = await limitedCall.placeOrder(c.token, { productId: p3, quantity: 50, ...BILLING });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "You have 2 unpaid orders, the most one customer may hold. Please pay or cancel one first.",
    );
    expect(await orderState(limited.db, p3)).toEqual(before);
    expect(before.stock).toBe(300);
  });

  it("finding 5: an order taking one customer's unpaid units of a product over 120 is a 409 naming 120, and changes nothing", async () => {
    const c = await customer(limited.app);
    const productId = await addProduct(limited.db);
    await limitedCall.order(c.token, productId, 100);
    const before = await orderState(limited.db, productId);
    const res = await limitedCall.placeOrder(c.token, { productId, quantity: 50, ...BILLING });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("at most 120 unpaid units");
    expect(res.json().message).toContain("you hold 100");
    expect(await orderState(limited.db, productId)).toEqual(before);
    expect(before.stock).toBe(200);
    // A single order over the limit is refused the same way.
    const alone = await limitedCall.placeOrder((await customer(limited.app)).token, {
      productId,
      quantity: 150,
      ...BILLING,
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toContain("120");
    expect(await orderState(limited.db, productId)).toEqual(before);
  });

  it("finding 5: the units limit is per product, and other customers have their own room", async () => {
    const c = await customer(limited.app);
    const [p1, p2] = [await addProduct(limited.db), await addProduct(limited.db)];
    await limitedCall.order(c.token, p1, 100);
    expect((await limitedCall.order(c.token, p2, 100)).status).toBe("unpaid");
    const other = await customer(limited.app);
    expect((await limitedCall.order(other.token, p1, 100)).status).toBe("unpaid");
  });

  it("finding 5: paying an order frees room for another", async () => {
    const c = await customer(limited.app);
    const productId = await addProduct(limited.db);
    const first = await limitedCall.order(c.token, productId, 60);
    await limitedCall.order(c.token, productId, 60);
    const refused = await limitedCall.placeOrder(c.token, { productId, quantity: 50, ...BILLING });
    expect(refused.statusCode).toBe(409);
    expect((await limitedCall.pay(c.token, first._id)).status).toBe("paid");
    const res = await limitedCall.placeOrder(c.token, { productId, quantity: 60, ...BILLING });
    expect(res.statusCode).toBe(201);
    expect((await findProductRow(limited.db, productId))!.availableQty).toBe(300 - 180);
  });

  it("finding 5: cancelling an order frees room for another", async () => {
    const c = await customer(limited.app);
    const productId = await addProduct(limited.db);
    const first = await limitedCall.order(c.token, productId, 100);
    expect((await limitedCall.placeOrder(c.token, { productId, quantity: 50, ...BILLING })).statusCode).toBe(
      409,
    );
    expect((await limitedCall.cancel(c.token, first._id)).statusCode).toBe(200);
    expect((await limitedCall.placeOrder(c.token, { productId, quantity: 120, ...BILLING })).statusCode).toBe(
      201,
    );
    expect((await findProductRow(limited.db, productId))!.availableQty).toBe(180);
  });
});

describe("finding 6 / row 28: Idempotency-Key on POST /api/orders", () => {
  const key = (name: string) => ({ "idempotency-key": `${name}-${Math.random().toString(36).slice(2)}` });

  it("finding 6 / row 28: the same key with the same body twice makes one order; the second answer is the first, marked replayed", async () => {
    const productId = await addProduct(t.db);
    const headers = key("double-submit");
    const body = { productId, quantity: 50, ...BILLING };
    const first = await call.placeOrder(a.token, body, headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const after = await orderState(t.db, productId);
    const second = await call.placeOrder(a.token, body, headers);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(second.json().insertedId).toBe(first.json().insertedId);
    expect(await orderState(t.db, productId)).toEqual(after);
    expect(after.stock).toBe(250);
  });

  it("finding 6: the same key with another body is a 422 and nothing is created", async () => {
    const productId = await addProduct(t.db);
    const headers = key("other-body");
    expect(
      (await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING }, headers)).statusCode,
    ).toBe(201);
    const before = await orderState(t.db, productId);
    const res = await call.placeOrder(a.token, { productId, quantity: 60, ...BILLING }, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain("different request");
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it.each([
    ["300 characters", "k".repeat(300)],
    ["a space", "my key"],
    ["a slash", "a/b"],
    ["non-ASCII letters", "clé-1"],
  ])("finding 6: a malformed key (%s) is a 400 and nothing is created", async (_what, value) => {
    const productId = await addProduct(t.db);
    const before = await orderState(t.db, productId);
    const res = await call.placeOrder(
      a.token,
      { productId, quantity: 50, ...BILLING },
      { "idempotency-key": value },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Idempotency-Key");
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it("finding 6: a key of exactly 255 allowed characters is accepted", async () => {
    const productId = await addProduct(t.db);
    const res = await call.placeOrder(
      a.token,
      { productId, quantity: 50, ...BILLING },
      { "idempotency-key": `${"A1_-:.".repeat(42)}abc` },
    );
    expect(res.statusCode).toBe(201);
  });

  it("finding 6: two customers may use the same key independently, and neither gets the other's answer", async () => {
    const productId = await addProduct(t.db);
    const headers = key("shared");
    const body = { productId, quantity: 50, ...BILLING };
    const mine = await call.placeOrder(a.token, body, headers);
    const theirs = await call.placeOrder(b.token, body, headers);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().insertedId).not.toBe(mine.json().insertedId);
    expect(theirs.json().order.email).toBe(b.email);
    expect((await findProductRow(t.db, productId))!.availableQty).toBe(200);
  });

  it("finding 6 / row 28: without a key, two identical submits are two orders (the web app always sends a key)", async () => {
    const productId = await addProduct(t.db);
    const body = { productId, quantity: 50, ...BILLING };
    const [one, two] = [await call.placeOrder(a.token, body), await call.placeOrder(a.token, body)];
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().insertedId).not.toBe(two.json().insertedId);
  });

  it("finding 6: a refused first request is the answer for its key too, and it stays refused without changes", async () => {
    const productId = await addProduct(t.db, { availableQty: 0 });
    const headers = key("refused");
    const body = { productId, quantity: 50, ...BILLING };
    const before = await orderState(t.db, productId);
    const first = await call.placeOrder(a.token, body, headers);
    expect(first.statusCode).toBe(409);
    const again = await call.placeOrder(a.token, body, headers);
    expect(again.statusCode).toBe(409);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  it("finding 6: a key is stored per customer with the answer, never without an owner", async () => {
    const productId = await addProduct(t.db);
    const headers = key("stored");
    await call.placeOrder(a.token, { productId, quantity: 50, ...BILLING }, headers);
    const rows = (await t.db.select().from(idempotencyKeys)).filter(
      (r) => r.key === headers["idempotency-key"],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ statusCode: 201, body: expect.stringContaining(productId) });
    expect(rows[0]!.userId).not.toBe("");
  });
});
