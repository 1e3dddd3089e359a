import type { Order } from "@xpart/shared";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { startStripeStandIn } from "../../../test/stripe-stand-in.js";
import { createTestApp } from "../../../test/test-app.js";
import { NotFoundError } from "../../domain-errors.js";

import { StripeProvider } from "./stripe-provider.js";

const WEBHOOK_SECRET = "whsec_test_secret";
const stripe = new Stripe("sk_test_unused");
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof customer>>;
let productId: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const provider = new StripeProvider({
    secretKey: "sk_test_standin",
    publishableKey: "pk_test_standin",
    webhookSecret: WEBHOOK_SECRET,
    host: standIn.host,
  });
  t = await createTestApp({}, { paymentProvider: provider });
  a = await customer(t.app);
  productId = await addProduct(t.db, { availableQty: 100_000 });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function placeOrder(): Promise<Order> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(a.token),
    payload: { productId, quantity: 50, name: "Ada", address: "1 Road", phone: "+1 555 0100" },
  });
  return res.json().order as Order;
}
const intent = (orderId: string, extra: object = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: bearer(a.token),
    payload: { orderId, ...extra },
  });
const read = async (orderId: string) =>
  (
    await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: bearer(a.token) })
  ).json() as Order;
const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;

function webhook(payload: string, header?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json", ...(header ? { "stripe-signature": header } : {}) },
    payload,
  });
}
function succeededEvent(
  id: string,
  intentId: string,
  amountReceived: number,
  eventId = `evt_${Math.random()}`,
) {
  const standInIntent = standIn.intents.get(intentId)!;
  return JSON.stringify({
    id: eventId,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { ...standInIntent, status: "succeeded", amount_received: amountReceived } },
  });
}
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe("the Stripe adapter (against a local stand-in for the Stripe API)", () => {
  it("lets Stripe.js load and frame its card field through the CSP, and nothing else", async () => {
    const csp = (await t.app.inject({ method: "GET", url: "/api/health" })).headers[
      "content-security-policy"
    ] as string;
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it("serves the publishable key at run time", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payment-config" });
    expect(res.json()).toEqual({ provider: "stripe", publishableKey: "pk_test_standin" });
  });

  it("creates a PaymentIntent in cents with metadata.checkoutId (a one-line checkout: its order id) and an idempotency key per checkout and amount, once", async () => {
    const order = await placeOrder();
    const first = await intent(order._id, { price: 1 });
    expect(first.statusCode).toBe(200);
    const create = standIn.requests.filter((r) => r.method === "POST").at(-1)!;
    expect(create.form.get("amount")).toBe("99950");
    expect(create.form.get("currency")).toBe("usd");
    expect(create.form.get("metadata[checkoutId]")).toBe(order.checkoutId);
    expect(order.checkoutId).toBe(order._id);
    expect(create.idempotencyKey).toBe(`pi:${order._id}:99950`);

    const creates = standIn.requests.filter((r) => r.method === "POST").length;
    const again = await intent(order._id);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    expect(standIn.requests.filter((r) => r.method === "POST").length).toBe(creates);
  });

  it("marks the order paid on PATCH only when Stripe says it succeeded for the exact amount", async () => {
    const order = await placeOrder();
    const id = intentIdOf((await intent(order._id)).json().clientSecret);
    const patch = () =>
      t.app.inject({
        method: "PATCH",
        url: `/api/orders/${order._id}`,
        headers: bearer(a.token),
        payload: { payment: { product: order._id, transactionId: id, status: "succeeded" } },
      });
    expect((await patch()).statusCode).toBe(409);
    standIn.settle(id, 100);
    expect((await patch()).statusCode).toBe(409);
    expect((await read(order._id)).status).toBe("unpaid");
    standIn.settle(id);
    const paid = await patch();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "paid", transactionId: id });
  });

  it("maps Stripe's errors: a missing intent is a 404, an outage a 502, never a 500", async () => {
    const order = await placeOrder();
    standIn.fail(3, 500);
    const outage = await intent(order._id);
    expect(outage.statusCode).toBe(502);
    expect(outage.json().message).toBe("The payment provider is unavailable");
    expect((await intent(order._id)).statusCode).toBe(200);
    const missing = await new StripeProvider({
      secretKey: "sk_test_standin",
      publishableKey: "pk_test_standin",
      webhookSecret: undefined,
      host: standIn.host,
    })
      .retrievePayment("pi_does_not_exist")
      .catch((err: unknown) => err);
    expect(missing).toBeInstanceOf(NotFoundError);
  });
});

describe("POST /api/webhooks/stripe", () => {
  async function unpaidOrderWithIntent() {
    const order = await placeOrder();
    const id = intentIdOf((await intent(order._id)).json().clientSecret);
    return { order, id };
  }

  it("marks the order paid on a signed payment_intent.succeeded, and a redelivery changes nothing", async () => {
    const { order, id } = await unpaidOrderWithIntent();
    const payload = succeededEvent("x", id, 99_950, `evt_once_${order._id}`);
    const first = await webhook(payload, sign(payload));
    expect(first.statusCode).toBe(200);
    const paid = await read(order._id);
    expect(paid).toMatchObject({ status: "paid", transactionId: id });
    const again = await webhook(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(await read(order._id)).toEqual(paid);
  });

  it.each([
    ["no signature", (p: string) => [p, undefined]],
    ["a wrong secret", (p: string) => [p, sign(p, "whsec_wrong")]],
    ["an edited body", (p: string) => [p.replace("99950", "1"), sign(p)]],
    [
      "a timestamp older than 5 minutes",
      (p: string) => [p, sign(p, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)],
    ],
  ] as const)("refuses %s with a 400 and changes nothing", async (_what, make) => {
    const { order, id } = await unpaidOrderWithIntent();
    const [payload, header] = make(succeededEvent("x", id, 99_950));
    const res = await webhook(payload!, header);
    expect(res.statusCode).toBe(400);
    expect((await read(order._id)).status).toBe("unpaid");
  });

  it("does not mark paid a succeeded payment of a different amount", async () => {
    const { order, id } = await unpaidOrderWithIntent();
    const payload = succeededEvent("x", id, 100);
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    expect((await read(order._id)).status).toBe("unpaid");
  });
});
