import { TRADE_TEXTS, type Cart, type LineOutcome, type Order } from "@xpart/shared";
import { breaksInCents } from "@xpart/test-support/volume-breaks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { shop, type Shop } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { findProductRow } from "../catalog/index.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: Shop;
beforeAll(async () => {
  t = await createTestApp();
  api = shop(t);
});
afterAll(() => t.close());

const BILLING = { name: "Ada Buyer", address: "1 Forge Street, Springfield", phone: "+1 555-0100" };
type Outcomes = { outcomes: LineOutcome[]; cart: Cart };

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const add = async (token: string, lines: { productId: string; quantity: number }[]) => {
  const res = await call("POST", "/api/cart/items", token, { lines });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Outcomes;
};
const stockOf = async (id: string) => (await findProductRow(t.db, id))!.availableQty;

/** A product sold in packs of 10 from 50, at $4.20, $3.90 from 200 and $3.50 from 1,000. */
const packed = () =>
  addProduct(t.db, {
    priceCents: 420,
    minOrder: 50,
    orderStep: 10,
    availableQty: 5000,
    priceBreaks: breaksInCents([200, 390], [1000, 350]),
  });

describe("the cart (issue 26)", () => {
  it("adds lines fitted to the minimum, the pack and the stock, saying why, and prices them by the breaks", async () => {
    const a = await customer(t.app);
    const [p, q, small] = [
      await packed(),
      await addProduct(t.db),
      await addProduct(t.db, { availableQty: 60, minOrder: 50 }),
    ];
    const { outcomes, cart } = await add(a.token, [
      { productId: p, quantity: 195 },
      { productId: q, quantity: 10 },
      { productId: small, quantity: 80 },
    ]);
    expect(outcomes.map((o) => [o.status, o.quantity, o.reasons])).toEqual([
      ["adjusted", 200, [TRADE_TEXTS.adjusted.step(10)]],
      ["adjusted", 50, [TRADE_TEXTS.adjusted.minimum(50)]],
      ["adjusted", 60, [TRADE_TEXTS.adjusted.stock(60)]],
    ]);
    const line = cart.lines.find((l) => l.productId === p)!;
    expect(line).toMatchObject({
      quantity: 200,
      unitPrice: 3.9,
      lineTotal: 780,
      orderStep: 10,
      problem: null,
    });
    expect(line.nextBreak).toEqual({ addQuantity: 800, unitPrice: 3.5 });
    expect(cart.total).toBe(2978.9);
  });

  it("sums a product added twice, refuses sold-out and unknown products, and keeps another customer's cart apart", async () => {
    const [a, b] = [await customer(t.app), await customer(t.app)];
    const p = await packed();
    const soldOut = await addProduct(t.db, { availableQty: 10, minOrder: 50 });
    await add(a.token, [{ productId: p, quantity: 50 }]);
    const { outcomes, cart } = await add(a.token, [
      { productId: p, quantity: 50 },
      { productId: soldOut, quantity: 50 },
      { productId: "00000000-0000-4000-8000-000000000000", quantity: 50 },
    ]);
    expect(outcomes.map((o) => [o.status, o.quantity])).toEqual([
      ["added", 100],
      ["refused", 0],
      ["refused", 0],
    ]);
    expect(outcomes[1]!.reasons).toEqual([TRADE_TEXTS.soldOut]);
    expect(outcomes[2]!.reasons).toEqual([TRADE_TEXTS.productGone]);
    expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[p, 100]]);
    expect(((await call("GET", "/api/cart", b.token)).json() as Cart).lines).toEqual([]);
    expect((await call("PUT", `/api/cart/items/${p}`, b.token, { quantity: 60 })).statusCode).toBe(404);
  });

  it("sets a quantity with the clamp's rules, removes a line, and refuses bad input with 400, changing nothing", async () => {
    const a = await customer(t.app);
    const p = await packed();
    await add(a.token, [{ productId: p, quantity: 50 }]);
    const set = (await call("PUT", `/api/cart/items/${p}`, a.token, { quantity: 73 })).json() as Outcomes;
    expect(set.cart.lines[0]!.quantity).toBe(80);
    for (const bad of [{ quantity: 0 }, { quantity: 1.5 }, { quantity: "50" }, { quantity: 50, extra: 1 }])
      expect((await call("PUT", `/api/cart/items/${p}`, a.token, bad)).statusCode).toBe(400);
    expect((await call("POST", "/api/cart/items", a.token, { lines: [] })).statusCode).toBe(400);
    expect(((await call("GET", "/api/cart", a.token)).json() as Cart).lines[0]!.quantity).toBe(80);
    const removed = (await call("DELETE", `/api/cart/items/${p}`, a.token)).json() as Cart;
    expect(removed.lines).toEqual([]);
  });

  it("needs a signed-in customer", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/cart" })).statusCode).toBe(401);
  });
});

describe("checkout (issue 26, decision 0031)", () => {
  it("orders every line at its volume price in one checkout, empties the cart, and one payment pays all of it", async () => {
    const a = await customer(t.app);
    const [p, q] = [await packed(), await addProduct(t.db)];
    await add(a.token, [
      { productId: p, quantity: 1000 },
      { productId: q, quantity: 50 },
    ]);
    const res = await call("POST", "/api/checkout", a.token, { ...BILLING, poNumber: " PO-7781 " });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as { checkoutId: string; orders: Order[]; total: number };
    expect(placed.orders.map((o) => [o.productId, o.quantity, o.unitPrice, o.price, o.poNumber])).toEqual([
      [p, 1000, 3.5, 3500, "PO-7781"],
      [q, 50, 19.99, 999.5, "PO-7781"],
    ]);
    expect(placed.total).toBe(4499.5);
    expect(placed.orders.every((o) => o.checkoutId === placed.checkoutId)).toBe(true);
    expect([await stockOf(p), await stockOf(q)]).toEqual([4000, 250]);
    expect(((await call("GET", "/api/cart", a.token)).json() as Cart).lines).toEqual([]);

    const paid = await api.pay(a.token, placed.orders[1]!._id);
    expect(paid.status).toBe("paid");
    const first = await api.read(a.token, placed.orders[0]!._id);
    expect(first).toMatchObject({ status: "paid", transactionId: paid.transactionId });
    expect(first.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(paid.invoiceNumber).toBe(first.invoiceNumber);
  });

  it("is all or nothing: a line short of stock refuses the checkout with its reason, and nothing is ordered", async () => {
    const a = await customer(t.app);
    const [p, short] = [await packed(), await addProduct(t.db, { availableQty: 100, minOrder: 50 })];
    await add(a.token, [
      { productId: p, quantity: 100 },
      { productId: short, quantity: 100 },
    ]);
    const other = await customer(t.app);
    await api.order(other.token, short, 60);
    const res = await call("POST", "/api/checkout", a.token, BILLING);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: TRADE_TEXTS.checkoutRefused,
      fields: { [short]: expect.stringContaining("Only 40 available") as string },
    });
    expect([await stockOf(p), await stockOf(short)]).toEqual([5000, 40]);
    expect(await stockMovementTotal(t.db, p)).toBe(0);
    expect((await call("GET", `/api/orders?email=${encodeURIComponent(a.email)}`, a.token)).json()).toEqual(
      [],
    );
    expect(((await call("GET", "/api/cart", a.token)).json() as Cart).lines).toHaveLength(2);
  });

  it("refuses an empty cart and a PO number that is too long (nothing ordered)", async () => {
    const a = await customer(t.app);
    expect((await call("POST", "/api/checkout", a.token, BILLING)).statusCode).toBe(409);
    await add(a.token, [{ productId: await addProduct(t.db), quantity: 50 }]);
    expect(
      (await call("POST", "/api/checkout", a.token, { ...BILLING, poNumber: "x".repeat(41) })).statusCode,
    ).toBe(400);
    expect(((await call("GET", "/api/cart", a.token)).json() as Cart).lines).toHaveLength(1);
  });

  it("cancelling one line cancels its checkout's other lines too, with every line's stock back", async () => {
    const a = await customer(t.app);
    const [p, q] = [await packed(), await addProduct(t.db)];
    await add(a.token, [
      { productId: p, quantity: 200 },
      { productId: q, quantity: 50 },
    ]);
    const placed = (await call("POST", "/api/checkout", a.token, BILLING)).json() as { orders: Order[] };
    expect((await api.cancel(a.token, placed.orders[0]!._id)).statusCode).toBe(200);
    expect((await api.read(a.token, placed.orders[1]!._id)).status).toBe("cancelled");
    expect([await stockOf(p), await stockOf(q)]).toEqual([5000, 300]);
  });

  it("the spec's one-product order keeps its answers: below the minimum 400, off-step 400, short stock 409", async () => {
    const a = await customer(t.app);
    const p = await packed();
    expect((await api.placeOrder(a.token, { productId: p, quantity: 40, ...BILLING })).statusCode).toBe(400);
    const offStep = await api.placeOrder(a.token, { productId: p, quantity: 55, ...BILLING });
    expect([offStep.statusCode, offStep.json().message]).toEqual([400, TRADE_TEXTS.adjusted.step(10)]);
    const priced = await api.order(a.token, p, 200);
    expect([priced.unitPrice, priced.price, priced.checkoutId]).toEqual([3.9, 780, priced._id]);
  });
});

describe("'Order again' (issue 26)", () => {
  it("puts the order's lines back in the cart at today's price, saying what changed", async () => {
    const a = await customer(t.app);
    const p = await packed();
    const gone = await addProduct(t.db, { availableQty: 100 });
    await add(a.token, [
      { productId: p, quantity: 100 },
      { productId: gone, quantity: 100 },
    ]);
    const placed = (await call("POST", "/api/checkout", a.token, BILLING)).json() as { orders: Order[] };
    await t.db.execute(`update products set price_cents = 450 where id = '${p}'`);
    const res = await call("POST", `/api/orders/${placed.orders[0]!._id}/reorder`, a.token);
    expect(res.statusCode, res.body).toBe(200);
    const { outcomes, cart } = res.json() as Outcomes & {
      outcomes: (LineOutcome & { productName: string })[];
    };
    expect(outcomes[0]).toMatchObject({ status: "added", quantity: 100 });
    expect(outcomes[0]!.reasons).toEqual([TRADE_TEXTS.priceChanged(4.2, 4.5)]);
    expect(outcomes[1]).toMatchObject({ status: "refused", reasons: [TRADE_TEXTS.soldOut] });
    expect(cart.lines.map((l) => [l.productId, l.quantity, l.unitPrice])).toEqual([[p, 100, 4.5]]);
  });

  it("is a 404 for someone else's order", async () => {
    const [a, b] = [await customer(t.app), await customer(t.app)];
    const order = await api.order(a.token, await addProduct(t.db));
    expect((await call("POST", `/api/orders/${order._id}/reorder`, b.token)).statusCode).toBe(404);
    expect(((await call("GET", "/api/cart", b.token)).json() as Cart).lines).toEqual([]);
  });
});
