import { ORDER_TEXTS, TEST_CARD_NUMBERS, type Order } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";

// What loadConfig gives in production without Stripe keys and without PAYMENTS=test-cards.
let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof customer>>;
let order: Order;
beforeAll(async () => {
  t = await createTestApp({ stripe: undefined, testCards: false });
  a = await customer(t.app);
  const productId = await addProduct(t.db, { availableQty: 1000 });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(a.token),
    payload: { productId, quantity: 50, name: "Ada", address: "1 Road", phone: "+1 555 0100" },
  });
  order = res.json().order as Order;
});
afterAll(() => t.close());

describe("issue 12: test cards in production — no processor unless chosen on purpose", () => {
  it("says so in the payment config", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payment-config" });
    expect(res.json()).toEqual({ provider: "none", publishableKey: null });
  });

  it("refuses to start a payment with 503 and the reason", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: bearer(a.token),
      payload: { orderId: order._id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: ORDER_TEXTS.paymentsNotConfigured });
  });

  it("has no test-card route, so a card number is never processed", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments/test-cards/confirm",
      headers: bearer(a.token),
      payload: {
        clientSecret: "pi_x_secret_y",
        card: { number: TEST_CARD_NUMBERS.success, expMonth: 12, expYear: 2034, cvc: "123" },
      },
    });
    expect(res.statusCode).toBe(404);
  });

  it("has no payment to mark an order paid with, so the order stays unpaid", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/${order._id}`,
      headers: bearer(a.token),
      payload: { payment: { product: order._id, transactionId: "pi_forged", status: "succeeded" } },
    });
    expect(res.statusCode).toBe(409);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order._id}`,
      headers: bearer(a.token),
    });
    expect(read.json()).toMatchObject({ status: "unpaid" });
  });
});
