import { CARD_MESSAGES, TEST_CARD_NUMBERS, type Order } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof customer>>;
let b: Awaited<ReturnType<typeof customer>>;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await customer(t.app), await customer(t.app)];
  productId = await addProduct(t.db, { availableQty: 100_000 });
});
afterAll(() => t.close());

const card = (number: string, change: object = {}) => ({
  number,
  expMonth: 12,
  expYear: 2034,
  cvc: "123",
  ...change,
});

async function placeOrder(token = a.token, quantity = 50): Promise<Order> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(token),
    payload: { productId, quantity, name: "Ada", address: "1 Road", phone: "+1 555 0100" },
  });
  return res.json().order as Order;
}

const intent = (orderId: string, token = a.token, extra: object = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: bearer(token),
    payload: { orderId, ...extra },
  });
const confirm = (clientSecret: string, c: object, token = a.token) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/test-cards/confirm",
    headers: bearer(token),
    payload: { clientSecret, card: c },
  });
const patch = (orderId: string, transactionId: string, token = a.token) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/orders/${orderId}`,
    headers: bearer(token),
    payload: { payment: { product: orderId, transactionId, status: "succeeded" } },
  });
const read = async (orderId: string) =>
  (
    await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: bearer(a.token) })
  ).json() as Order;

async function payWith(number: string) {
  const order = await placeOrder();
  const { clientSecret } = (await intent(order._id)).json();
  const result = (await confirm(clientSecret, card(number))).json();
  return { order, clientSecret, result };
}

describe("GET /api/payment-config", () => {
  it("names the built-in test-card processor when Stripe is not configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payment-config" });
    expect(res.json()).toEqual({ provider: "test-cards", publishableKey: null });
  });
});

describe("POST /api/create-payment-intent", () => {
  it("charges the order's stored total whatever price is sent, and reuses one payment per order", async () => {
    const order = await placeOrder(a.token, 60);
    const first = await intent(order._id, a.token, { price: 1 });
    expect(first.statusCode).toBe(200);
    const { clientSecret } = first.json();
    expect(clientSecret).toMatch(/^pi_test_\w+_secret_/);
    expect((await intent(order._id)).json().clientSecret).toBe(clientSecret);
    const { paymentIntent } = (await confirm(clientSecret, card(TEST_CARD_NUMBERS.success))).json();
    expect(paymentIntent).toMatchObject({ status: "succeeded", amount: 119_940, currency: "usd" });
  });

  it("serves only the owner: another customer gets 404, a visitor 401", async () => {
    const order = await placeOrder();
    expect((await intent(order._id, b.token)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/create-payment-intent",
          payload: { orderId: order._id },
        })
      ).statusCode,
    ).toBe(401);
    expect((await intent("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("refuses a paid or cancelled order (409)", async () => {
    const { order, result } = await payWith(TEST_CARD_NUMBERS.success);
    expect((await patch(order._id, result.paymentIntent.id)).statusCode).toBe(200);
    expect((await intent(order._id)).statusCode).toBe(409);
    const cancelled = await placeOrder();
    await t.app.inject({ method: "DELETE", url: `/api/orders/${cancelled._id}`, headers: bearer(a.token) });
    expect((await intent(cancelled._id)).statusCode).toBe(409);
  });
});

describe("paying with test cards", () => {
  it("4242 4242 4242 4242 pays: the order becomes paid with the transaction id, once (STATE-11, ENT-09)", async () => {
    const { order, result } = await payWith("4242 4242 4242 4242");
    const transactionId = result.paymentIntent.id as string;
    expect(transactionId).toMatch(/^pi_/);
    const res = await patch(order._id, transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "paid", paid: true, transactionId });
    expect(await read(order._id)).toMatchObject({ status: "paid", transactionId });
    const again = await patch(order._id, transactionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "paid", transactionId });
  });

  it.each([
    [TEST_CARD_NUMBERS.declined, CARD_MESSAGES.card_declined],
    [TEST_CARD_NUMBERS.insufficientFunds, CARD_MESSAGES.insufficient_funds],
    [TEST_CARD_NUMBERS.expired, CARD_MESSAGES.expired_card],
    [TEST_CARD_NUMBERS.incorrectCvc, CARD_MESSAGES.incorrect_cvc],
    ["4242424242424241", CARD_MESSAGES.incorrect_number],
    ["4111111111111111", CARD_MESSAGES.live_card_in_test_mode],
  ])("%s is refused with %j and the order stays unpaid", async (number, message) => {
    const { order, clientSecret, result } = await payWith(number);
    expect(result.error.message).toBe(message);
    const transactionId = clientSecret.split("_secret_")[0]!;
    const res = await patch(order._id, transactionId);
    expect(res.statusCode).toBe(409);
    expect(await read(order._id)).toMatchObject({ status: "unpaid", paid: false, transactionId: null });
  });

  it.each([
    [{ expYear: 2020 }, CARD_MESSAGES.invalid_expiry_past],
    [{ cvc: "1" }, CARD_MESSAGES.incomplete_cvc],
  ])("a card with %j is refused with %j", async (change, message) => {
    const order = await placeOrder();
    const { clientSecret } = (await intent(order._id)).json();
    expect((await confirm(clientSecret, card(TEST_CARD_NUMBERS.success, change))).json().error.message).toBe(
      message,
    );
  });

  it("a made-up client secret pays nothing", async () => {
    const order = await placeOrder();
    const { clientSecret } = (await intent(order._id)).json();
    const forged = `${clientSecret.split("_secret_")[0]}_secret_AAAAAAAAAAAAAAAAAAAAAAAA`;
    expect((await confirm(forged, card(TEST_CARD_NUMBERS.success))).statusCode).toBe(404);
  });
});

describe("PATCH /api/orders/:id never takes the browser's word", () => {
  it("a made-up transaction id leaves the order unpaid (409)", async () => {
    const order = await placeOrder();
    await intent(order._id);
    expect((await patch(order._id, "pi_made_up")).statusCode).toBe(409);
    expect((await read(order._id)).status).toBe("unpaid");
  });

  it("the transaction of another, paid order leaves this one unpaid (409)", async () => {
    const { order: paidOrder, result } = await payWith(TEST_CARD_NUMBERS.success);
    await patch(paidOrder._id, result.paymentIntent.id);
    const other = await placeOrder();
    await intent(other._id);
    expect((await patch(other._id, result.paymentIntent.id)).statusCode).toBe(409);
    expect((await read(other._id)).status).toBe("unpaid");
  });

  it("an unconfirmed payment leaves the order unpaid (409)", async () => {
    const order = await placeOrder();
    const { clientSecret } = (await intent(order._id)).json();
    expect((await patch(order._id, clientSecret.split("_secret_")[0]!)).statusCode).toBe(409);
  });

  it("someone else's order is a 404 and stays unpaid", async () => {
    const { order, result } = await payWith(TEST_CARD_NUMBERS.success);
    expect((await patch(order._id, result.paymentIntent.id, b.token)).statusCode).toBe(404);
    expect((await read(order._id)).status).toBe("unpaid");
  });

  it("a payload naming another order is a 400", async () => {
    const order = await placeOrder();
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${order._id}`,
      headers: bearer(a.token),
      payload: { payment: { product: "another", transactionId: "pi_x", status: "succeeded" } },
    });
    expect(res.statusCode).toBe(400);
  });

  it("a paid order cannot be cancelled afterwards (409)", async () => {
    const { order, result } = await payWith(TEST_CARD_NUMBERS.success);
    await patch(order._id, result.paymentIntent.id);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/orders/${order._id}`,
      headers: bearer(a.token),
    });
    expect(del.statusCode).toBe(409);
  });
});
