import { ORDER_TEXTS, TEST_CARD_NUMBERS } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findProductRow } from "../../src/modules/catalog/index.js";
import { expireUnpaidOrders } from "../../src/modules/orders/order-transitions.service.js";
import { orders } from "../../src/modules/orders/orders.tables.js";
import { paymentSettlement } from "../../src/modules/payments/payments.service.js";
import { payments, testCardPayments } from "../../src/modules/payments/payments.tables.js";
import { StripeProvider } from "../../src/modules/payments/stripe-provider.js";
import { TestCardProvider } from "../../src/modules/payments/test-card-provider.js";
import { idempotencyKeys } from "../../src/plugins/idempotency.tables.js";
import { customer } from "../auth-helpers.js";
import { addProduct, stockMovementTotal } from "../catalog-fixtures.js";
import { startStripeStandIn } from "../stripe-stand-in.js";
import { createTestApp, testConfig } from "../test-app.js";

import { orderState, shop, shopCast, type Customer, type Shop, type TestApp } from "./fixtures.js";

/**
 * Payment attacks (security research rows 20, 23–25 and section 3; findings 3, 6 and 15), against the built-in
 * test-card processor and against Stripe's API played by a local stand-in. Every refused mutation also checks
 * that the database is as before: stock and movement log, every order's state, payments and webhook events.
 */

const TTL = 60_000;
const HOLDS = { ttlMs: TTL, unverifiedTtlMs: TTL };
const afterTtl = () => new Date(Date.now() + TTL + 1000);

const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;

describe("with the built-in test-card processor", () => {
  let t: TestApp;
  let a: Customer;
  let b: Customer;
  let api: Shop;
  beforeAll(async () => {
    ({ t, call: api, a, b } = await shopCast());
  });
  afterAll(() => t.close());

  /** An order of 50 on its own product (300 in stock) with its payment started. */
  async function orderWithIntent(token = a.token, quantity = 50) {
    const productId = await addProduct(t.db);
    const order = await api.order(token, productId, quantity);
    const res = await api.intent(token, order._id);
    expect(res.statusCode).toBe(200);
    const clientSecret = res.json().clientSecret as string;
    return { productId, order, clientSecret, paymentId: intentIdOf(clientSecret) };
  }
  /** The card network charged the card, but the browser never came back to say so (no PATCH). */
  async function chargedOrder(token = a.token) {
    const started = await orderWithIntent(token);
    const res = await api.confirm(token, started.clientSecret);
    expect(res.json().paymentIntent).toMatchObject({ status: "succeeded", id: started.paymentId });
    return started;
  }

  describe("finding 3: an order the card provider has charged can no longer be cancelled or expire", () => {
    it("finding 3: an order whose card was charged cannot be cancelled: DELETE is a 409, the order becomes paid and keeps its stock", async () => {
      const { productId, order, paymentId } = await chargedOrder();
      expect((await api.read(a.token, order._id)).status).toBe("unpaid");
      const res = await api.cancel(a.token, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("A paid order cannot be cancelled");
      expect(await api.read(a.token, order._id)).toMatchObject({
        status: "paid",
        paid: true,
        transactionId: paymentId,
      });
      expect((await findProductRow(t.db, productId))!.availableQty).toBe(250);
      expect(await stockMovementTotal(t.db, productId)).toBe(-50);
      const [payment] = await t.db.select().from(testCardPayments).where(eq(testCardPayments.id, paymentId));
      expect(payment).toMatchObject({ status: "succeeded", refundedAt: null });
      // The browser's late "I paid" still gets the paid order.
      const patch = await api.patch(a.token, order._id, paymentId);
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({ status: "paid", transactionId: paymentId });
    });

    it("finding 3: expiry does not cancel an order whose card was charged (it becomes paid) but does expire an unpaid one", async () => {
      const charged = await chargedOrder();
      const open = await orderWithIntent();
      const provider = new TestCardProvider(t.db, testConfig.authSecret!);
      const expired = await expireUnpaidOrders(t.db, HOLDS, paymentSettlement(t.db, provider), afterTtl());
      expect(expired).toBeGreaterThanOrEqual(1);
      expect(await api.read(a.token, charged.order._id)).toMatchObject({
        status: "paid",
        transactionId: charged.paymentId,
      });
      expect((await findProductRow(t.db, charged.productId))!.availableQty).toBe(250);
      expect((await api.read(a.token, open.order._id)).status).toBe("cancelled");
      expect((await findProductRow(t.db, open.productId))!.availableQty).toBe(300);
      // The expired order's payment was cancelled with it: it can no longer be charged.
      const before = await orderState(t.db, open.productId);
      const late = await api.confirm(a.token, open.clientSecret);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(ORDER_TEXTS.orderWasCancelled);
      expect(await orderState(t.db, open.productId)).toEqual(before);
      // A second run changes nothing.
      await expireUnpaidOrders(t.db, HOLDS, paymentSettlement(t.db, provider), afterTtl());
      expect(await orderState(t.db, open.productId)).toEqual(before);
    });

    it("finding 3: a cancelled order's payment can no longer be confirmed: 409 'This order was cancelled, so there is nothing to pay.'", async () => {
      const { productId, order, clientSecret, paymentId } = await orderWithIntent();
      expect((await api.cancel(a.token, order._id)).statusCode).toBe(200);
      expect((await findProductRow(t.db, productId))!.availableQty).toBe(300);
      const before = await orderState(t.db, productId);
      expect(before.testCardPayments.find((p) => p.id === paymentId)).toMatchObject({ status: "canceled" });
      const res = await api.confirm(a.token, clientSecret);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("This order was cancelled, so there is nothing to pay.");
      expect(await orderState(t.db, productId)).toEqual(before);
      expect((await api.read(a.token, order._id)).status).toBe("cancelled");
    });
  });

  it("row 20: create-payment-intent ignores a client price: the card is charged the order's stored total", async () => {
    const productId = await addProduct(t.db);
    const order = await api.order(a.token, productId, 60);
    for (const price of [1, 0, -5, "0.01"]) {
      const res = await api.intent(a.token, order._id, { price });
      expect(res.statusCode).toBe(200);
    }
    const { clientSecret } = (await api.intent(a.token, order._id, { price: 0.01 })).json();
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, order._id));
    expect(payment).toMatchObject({ amountCents: 119_940, currency: "usd" });
    const confirmed = await api.confirm(a.token, clientSecret);
    expect(confirmed.json().paymentIntent).toMatchObject({ amount: 119_940, currency: "usd" });
  });

  it("row 20: create-payment-intent refuses an amount under another name (400), and changes nothing", async () => {
    const productId = await addProduct(t.db);
    const order = await api.order(a.token, productId);
    const before = await orderState(t.db, productId);
    for (const extra of [{ amount: 1 }, { amountCents: 1 }, { currency: "jpy" }]) {
      expect((await api.intent(a.token, order._id, extra)).statusCode).toBe(400);
    }
    expect(await orderState(t.db, productId)).toEqual(before);
  });

  describe("row 23: marking an order paid without paying", () => {
    it("row 23: PATCH {status: succeeded, transactionId: pi_fake} without any payment is a 409; the order stays unpaid", async () => {
      const productId = await addProduct(t.db);
      const order = await api.order(a.token, productId);
      const before = await orderState(t.db, productId);
      const res = await api.patch(a.token, order._id, "pi_fake");
      expect(res.statusCode).toBe(409);
      expect(await orderState(t.db, productId)).toEqual(before);
      expect((await api.read(a.token, order._id)).status).toBe("unpaid");
    });

    it("row 23: PATCH naming the order's own payment before the card was charged is a 409; the order stays unpaid", async () => {
      const { productId, order, paymentId } = await orderWithIntent();
      const before = await orderState(t.db, productId);
      const res = await api.patch(a.token, order._id, paymentId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("The payment has not succeeded");
      expect(await orderState(t.db, productId)).toEqual(before);
    });

    it("row 23: PATCH after a declined card is a 409; the order stays unpaid", async () => {
      const { productId, order, clientSecret, paymentId } = await orderWithIntent();
      expect(
        (await api.confirm(a.token, clientSecret, TEST_CARD_NUMBERS.declined)).json().error,
      ).toBeDefined();
      const before = await orderState(t.db, productId);
      expect((await api.patch(a.token, order._id, paymentId)).statusCode).toBe(409);
      expect(await orderState(t.db, productId)).toEqual(before);
    });

    it("row 23: the client secret or a forged secret as transactionId, and any status word, mark nothing paid", async () => {
      const { productId, order, clientSecret, paymentId } = await orderWithIntent();
      const before = await orderState(t.db, productId);
      for (const transactionId of [
        clientSecret,
        `${paymentId}_secret_AAAA`,
        `${paymentId} `,
        paymentId.toUpperCase(),
      ])
        expect((await api.patch(a.token, order._id, transactionId)).statusCode).toBe(409);
      for (const status of ["paid", "succeeded", "true"])
        expect((await api.patch(a.token, order._id, paymentId, {}, status)).statusCode).toBe(409);
      expect(await orderState(t.db, productId)).toEqual(before);
    });
  });

  describe("row 24: payment replay across orders", () => {
    it("row 24: the payment of a paid order does not pay another order of the same customer (409)", async () => {
      const cheap = await chargedOrder();
      expect((await api.patch(a.token, cheap.order._id, cheap.paymentId)).statusCode).toBe(200);
      const dear = await orderWithIntent(a.token, 100);
      const before = await orderState(t.db, dear.productId);
      const res = await api.patch(a.token, dear.order._id, cheap.paymentId);
      expect(res.statusCode).toBe(409);
      expect(await orderState(t.db, dear.productId)).toEqual(before);
      expect((await api.read(a.token, dear.order._id)).status).toBe("unpaid");
      expect((await api.read(a.token, cheap.order._id)).status).toBe("paid");
    });

    it("row 24: a charged payment not yet claimed does not pay another order either (409)", async () => {
      const charged = await chargedOrder();
      const other = await orderWithIntent();
      const before = await orderState(t.db, other.productId);
      expect((await api.patch(a.token, other.order._id, charged.paymentId)).statusCode).toBe(409);
      expect(await orderState(t.db, other.productId)).toEqual(before);
    });

    it("row 24: another customer's payment does not pay one's order, and their client secret is a 404", async () => {
      const theirs = await chargedOrder(b.token);
      const mine = await orderWithIntent(a.token);
      const foreign = await orderWithIntent(b.token);
      const before = await orderState(t.db, mine.productId);
      expect((await api.patch(a.token, mine.order._id, theirs.paymentId)).statusCode).toBe(409);
      expect((await api.confirm(a.token, foreign.clientSecret)).statusCode).toBe(404);
      expect((await api.patch(a.token, foreign.order._id, foreign.paymentId)).statusCode).toBe(404);
      expect(await orderState(t.db, mine.productId)).toEqual(before);
      expect((await api.read(a.token, mine.order._id)).status).toBe("unpaid");
      expect((await api.read(b.token, foreign.order._id)).status).toBe("unpaid");
      const [row] = await t.db
        .select()
        .from(testCardPayments)
        .where(eq(testCardPayments.id, foreign.paymentId));
      expect(row!.status).toBe("requires_payment_method");
    });
  });

  describe("row 25: skipping state steps", () => {
    it("row 25: a cancelled order cannot be paid: intent, card and PATCH are 409s, and nothing changes", async () => {
      const { productId, order, clientSecret, paymentId } = await orderWithIntent();
      expect((await api.cancel(a.token, order._id)).statusCode).toBe(200);
      const before = await orderState(t.db, productId);
      const intent = await api.intent(a.token, order._id);
      expect(intent.statusCode).toBe(409);
      expect(intent.json().message).toBe("This order was cancelled");
      expect((await api.confirm(a.token, clientSecret)).statusCode).toBe(409);
      const patch = await api.patch(a.token, order._id, paymentId);
      expect(patch.statusCode).toBe(409);
      expect(patch.json().message).toBe("This order was cancelled");
      expect(await orderState(t.db, productId)).toEqual(before);
    });

    it("row 25: a paid order cannot be cancelled (409) and keeps its stock", async () => {
      const { productId, order, paymentId } = await chargedOrder();
      expect((await api.patch(a.token, order._id, paymentId)).statusCode).toBe(200);
      const before = await orderState(t.db, productId);
      const res = await api.cancel(a.token, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("A paid order cannot be cancelled");
      expect(await orderState(t.db, productId)).toEqual(before);
      expect(before.stock).toBe(250);
    });

    it("row 25: a cancelled order cannot be cancelled again (409) and its stock is released once", async () => {
      const { productId, order } = await orderWithIntent();
      expect((await api.cancel(a.token, order._id)).statusCode).toBe(200);
      const before = await orderState(t.db, productId);
      const res = await api.cancel(a.token, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("This order is already cancelled");
      expect(await orderState(t.db, productId)).toEqual(before);
      expect([before.stock, before.movements]).toEqual([300, 0]);
    });

    it("row 25: a paid order cannot be paid again: a new intent or another transaction id is a 409", async () => {
      const { productId, order, paymentId } = await chargedOrder();
      expect((await api.patch(a.token, order._id, paymentId)).statusCode).toBe(200);
      const before = await orderState(t.db, productId);
      const intent = await api.intent(a.token, order._id);
      expect(intent.statusCode).toBe(409);
      expect(intent.json().message).toBe("This order is already paid");
      expect((await api.patch(a.token, order._id, "pi_other")).statusCode).toBe(409);
      expect(await orderState(t.db, productId)).toEqual(before);
    });
  });

  describe("finding 6: Idempotency-Key on the payment routes", () => {
    const key = (name: string) => ({ "idempotency-key": `${name}-${Math.random().toString(36).slice(2)}` });

    it("finding 6: PATCH /api/orders/:id with a key replays its first answer; another body with that key is a 422", async () => {
      const { productId, order, paymentId } = await chargedOrder();
      const headers = key("patch");
      const first = await api.patch(a.token, order._id, paymentId, headers);
      expect(first.statusCode).toBe(200);
      const before = await orderState(t.db, productId);
      const again = await api.patch(a.token, order._id, paymentId, headers);
      expect(again.statusCode).toBe(200);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.json()).toEqual(first.json());
      const other = await api.patch(a.token, order._id, "pi_other", headers);
      expect(other.statusCode).toBe(422);
      expect(await orderState(t.db, productId)).toEqual(before);
    });

    it("finding 6: POST /api/payments/test-cards/confirm with a key replays its first answer, even a decline", async () => {
      const { productId, clientSecret } = await orderWithIntent();
      const declinedKey = key("confirm-declined");
      const declined = await api.confirm(a.token, clientSecret, TEST_CARD_NUMBERS.declined, declinedKey);
      expect(declined.json().error.code).toBe("card_declined");
      const before = await orderState(t.db, productId);
      const replayed = await api.confirm(a.token, clientSecret, TEST_CARD_NUMBERS.declined, declinedKey);
      expect(replayed.headers["idempotent-replayed"]).toBe("true");
      expect(replayed.json()).toEqual(declined.json());
      // The same key for another card is another request: 422, and no charge.
      expect((await api.confirm(a.token, clientSecret, undefined, declinedKey)).statusCode).toBe(422);
      expect(await orderState(t.db, productId)).toEqual(before);

      const paidKey = key("confirm-paid");
      const paid = await api.confirm(a.token, clientSecret, undefined, paidKey);
      expect(paid.json().paymentIntent.status).toBe("succeeded");
      const again = await api.confirm(a.token, clientSecret, undefined, paidKey);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.json()).toEqual(paid.json());
    });

    it("finding 6: POST /api/create-payment-intent with a key runs again (rerun) with the same clientSecret, which is never stored", async () => {
      const productId = await addProduct(t.db);
      const order = await api.order(a.token, productId);
      const headers = key("intent");
      const first = await api.intent(a.token, order._id, {}, headers);
      expect(first.statusCode).toBe(200);
      const again = await api.intent(a.token, order._id, {}, headers);
      expect(again.statusCode).toBe(200);
      expect(again.headers["idempotent-replayed"]).toBeUndefined();
      expect(again.json().clientSecret).toBe(first.json().clientSecret);
      const [stored] = await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, headers["idempotency-key"]));
      expect(stored).toMatchObject({ statusCode: 200, body: null });
      const before = await orderState(t.db, productId);
      expect((await api.intent(a.token, order._id, { price: 1 }, headers)).statusCode).toBe(422);
      expect(await orderState(t.db, productId)).toEqual(before);
      expect(before.payments.filter((p) => p.orderId === order._id)).toHaveLength(1);
    });
  });
});

const WEBHOOK_SECRET = "whsec_attack_tests";
const stripe = new Stripe("sk_test_unused");
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret });

describe("with Stripe (a local stand-in for its API)", () => {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let provider: StripeProvider;
  let t: TestApp;
  let a: Customer;
  let api: Shop;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    provider = new StripeProvider({
      secretKey: "sk_test_standin",
      publishableKey: "pk_test_standin",
      webhookSecret: WEBHOOK_SECRET,
      host: standIn.host,
    });
    t = await createTestApp({}, { paymentProvider: provider });
    api = shop(t);
    a = await customer(t.app);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  async function orderWithIntent(quantity = 50) {
    const productId = await addProduct(t.db);
    const order = await api.order(a.token, productId, quantity);
    const res = await api.intent(a.token, order._id);
    expect(res.statusCode).toBe(200);
    return { productId, order, intentId: intentIdOf(res.json().clientSecret as string) };
  }
  const webhook = (payload: string, header = sign(payload)) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload,
    });
  const succeededEvent = (intentId: string, eventId = `evt_${Math.random().toString(36).slice(2)}`) =>
    JSON.stringify({
      id: eventId,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { ...standIn.intents.get(intentId)!, status: "succeeded" } },
    });
  const requestsTo = (method: string, path: string) =>
    standIn.requests.filter((r) => r.method === method && r.path === path);

  describe("finding 3: cancelling asks Stripe first, and a late success is refunded", () => {
    it("finding 3: cancelling an unpaid order cancels its PaymentIntent at Stripe, so it can no longer be charged", async () => {
      const { productId, order, intentId } = await orderWithIntent();
      const res = await api.cancel(a.token, order._id);
      expect(res.statusCode).toBe(200);
      expect(requestsTo("POST", `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
      expect(standIn.intents.get(intentId)!.status).toBe("canceled");
      expect((await api.read(a.token, order._id)).status).toBe("cancelled");
      expect((await findProductRow(t.db, productId))!.availableQty).toBe(300);
    });

    it("finding 3: an intent Stripe settled before the cancel (cancel → payment_intent_unexpected_state): DELETE is a 409 and the order becomes paid", async () => {
      const { productId, order, intentId } = await orderWithIntent();
      standIn.settle(intentId);
      const res = await api.cancel(a.token, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("A paid order cannot be cancelled");
      expect(requestsTo("POST", `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
      expect(standIn.intents.get(intentId)!.status).toBe("succeeded");
      expect(await api.read(a.token, order._id)).toMatchObject({ status: "paid", transactionId: intentId });
      expect((await findProductRow(t.db, productId))!.availableQty).toBe(250);
      expect(await stockMovementTotal(t.db, productId)).toBe(-50);
      // Its webhook, arriving afterwards, changes nothing and refunds nothing.
      const refunds = standIn.refunds.length;
      const before = await orderState(t.db, productId);
      expect((await webhook(succeededEvent(intentId))).statusCode).toBe(200);
      expect({ ...(await orderState(t.db, productId)), events: before.events }).toEqual(before);
      expect(standIn.refunds).toHaveLength(refunds);
    });

    it("finding 3: a processing payment: DELETE is a 409 'being processed', the order stays unpaid, and expiry leaves it too", async () => {
      const { productId, order, intentId } = await orderWithIntent();
      standIn.intents.get(intentId)!.status = "processing";
      const before = await orderState(t.db, productId);
      const res = await api.cancel(a.token, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "A payment for this order is being processed. Please try again in a few minutes.",
      );
      expect(await orderState(t.db, productId)).toEqual(before);
      await expireUnpaidOrders(t.db, HOLDS, paymentSettlement(t.db, provider), afterTtl());
      expect(await orderState(t.db, productId)).toEqual(before);
      expect((await api.read(a.token, order._id)).status).toBe("unpaid");
      // Once it settles, its webhook pays the order.
      standIn.settle(intentId);
      expect((await webhook(succeededEvent(intentId))).statusCode).toBe(200);
      expect((await api.read(a.token, order._id)).status).toBe("paid");
    });

    it("finding 3: a success that arrives for an order already cancelled is refunded through Stripe, once, and recorded", async () => {
      // Through the API this state comes from create-payment-intent racing a cancel or the expiry (see the
      // next test): the order was cancelled while it had no payment, then its payment was recorded. Here it is
      // made directly: the provider's own createPayment, and the payments row startPayment would write.
      const productId = await addProduct(t.db);
      const order = await api.order(a.token, productId);
      expect((await api.cancel(a.token, order._id)).statusCode).toBe(200);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      const created = await provider.createPayment({
        checkoutId: order._id,
        userId: row!.userId,
        amountCents: row!.totalCents,
        currency: "usd",
      });
      await t.db.insert(payments).values({
        checkoutId: order._id,
        provider: "stripe",
        providerPaymentId: created.id,
        amountCents: row!.totalCents,
        currency: "usd",
      });
      standIn.settle(created.id);

      const first = await webhook(succeededEvent(created.id));
      expect(first.statusCode).toBe(200);
      const refundCalls = () =>
        requestsTo("POST", "/v1/refunds").filter((r) => r.form.get("payment_intent") === created.id);
      expect(refundCalls()).toHaveLength(1);
      expect(refundCalls()[0]!.idempotencyKey).toBe(`refund:${order._id}`);
      const refund = standIn.refunds.find((r) => r.payment_intent === created.id)!;
      expect(refund).toMatchObject({ amount: 99_950, currency: "usd" });
      const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, order._id));
      expect(payment).toMatchObject({ refundId: refund.id, refundedAt: expect.any(Date) });
      expect(await api.read(a.token, order._id)).toMatchObject({ status: "cancelled", transactionId: null });
      expect((await findProductRow(t.db, productId))!.availableQty).toBe(300);

      // Another delivery (another event id) of the same success refunds nothing more.
      const before = await orderState(t.db, productId);
      const second = await webhook(succeededEvent(created.id));
      expect(second.statusCode).toBe(200);
      // It may ask again, but only under the same idempotency key, so Stripe answers the first refund.
      expect(refundCalls().every((r) => r.idempotencyKey === `refund:${order._id}`)).toBe(true);
      expect(standIn.refunds.filter((r) => r.payment_intent === created.id)).toHaveLength(1);
      expect({ ...(await orderState(t.db, productId)), events: before.events }).toEqual(before);
      const [unchanged] = await t.db.select().from(payments).where(eq(payments.checkoutId, order._id));
      expect(unchanged).toMatchObject({ refundId: refund.id, refundedAt: payment!.refundedAt });
    });

    it("finding 3: a payment started while its order is being cancelled is not left chargeable at Stripe", async () => {
      // The Stripe SDK waits 0.5 s before retrying a 500, which holds create-payment-intent open at Stripe
      // while the customer's cancel runs: the cancel finds no payment yet, so it has none to cancel.
      const productId = await addProduct(t.db);
      const order = await api.order(a.token, productId);
      const creates = () =>
        requestsTo("POST", "/v1/payment_intents").filter(
          (r) => r.form.get("metadata[checkoutId]") === order._id,
        );
      standIn.fail(1, 500);
      const starting = api.intent(a.token, order._id);
      while (creates().length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const cancelled = await api.cancel(a.token, order._id);
      const started = await starting;
      expect(cancelled.statusCode).toBe(200);
      expect((await api.read(a.token, order._id)).status).toBe("cancelled");
      const chargeable = [...standIn.intents.values()].filter(
        (i) =>
          i.metadata.checkoutId === order._id &&
          ["requires_payment_method", "requires_confirmation", "requires_action"].includes(i.status),
      );
      expect(
        { intentAnswer: started.statusCode, chargeable: chargeable.map((i) => `${i.id}: ${i.status}`) },
        "a cancelled order must leave no PaymentIntent that can still be charged",
      ).toEqual({ intentAnswer: started.statusCode, chargeable: [] });
    });
  });

  it("row 20: the PaymentIntent is created for the order's stored total in cents, whatever price is sent", async () => {
    const productId = await addProduct(t.db);
    const order = await api.order(a.token, productId, 70);
    const res = await api.intent(a.token, order._id, { price: 0.01 });
    expect(res.statusCode).toBe(200);
    const intent = standIn.intents.get(intentIdOf(res.json().clientSecret))!;
    expect(intent).toMatchObject({ amount: 139_930, currency: "usd", metadata: { checkoutId: order._id } });
  });

  describe("row 23 / row 24: Stripe's word is checked against the order", () => {
    it.each([
      [
        "another order in metadata.checkoutId",
        (i: { metadata: Record<string, string> }) =>
          (i.metadata.checkoutId = "00000000-0000-4000-8000-000000000000"),
      ],
      ["another currency", (i: { currency: string }) => (i.currency = "eur")],
      ["less received than the total", (i: { amount_received: number }) => (i.amount_received = 100)],
    ] as const)(
      "row 23: PATCH is a 409 when Stripe's succeeded intent has %s; the order stays unpaid",
      async (_what, spoil) => {
        const { productId, order, intentId } = await orderWithIntent();
        const intent = standIn.settle(intentId);
        spoil(intent as never);
        const before = await orderState(t.db, productId);
        const res = await api.patch(a.token, order._id, intentId);
        expect(res.statusCode).toBe(409);
        expect(await orderState(t.db, productId)).toEqual(before);
      },
    );

    it("row 24: a signed success for one order's intent that names another order in its metadata pays neither", async () => {
      const first = await orderWithIntent();
      const second = await orderWithIntent(100);
      standIn.settle(first.intentId);
      const payload = JSON.stringify({
        id: `evt_swap_${first.order._id}`,
        object: "event",
        type: "payment_intent.succeeded",
        data: {
          object: { ...standIn.intents.get(first.intentId)!, metadata: { checkoutId: second.order._id } },
        },
      });
      const before = [await orderState(t.db, first.productId), await orderState(t.db, second.productId)];
      expect((await webhook(payload)).statusCode).toBe(200);
      const after = [await orderState(t.db, first.productId), await orderState(t.db, second.productId)];
      expect(after.map((s) => ({ ...s, events: 0 }))).toEqual(before.map((s) => ({ ...s, events: 0 })));
      expect((await api.read(a.token, first.order._id)).status).toBe("unpaid");
      expect((await api.read(a.token, second.order._id)).status).toBe("unpaid");
      // Nor does PATCHing the second order with the first's intent.
      expect((await api.patch(a.token, second.order._id, first.intentId)).statusCode).toBe(409);
    });
  });

  describe("finding 15: a validly signed but malformed Stripe event is a 400, never a 500, and changes nothing", () => {
    const malformed: [string, (intent: Record<string, unknown>) => string][] = [
      ["{}", () => "{}"],
      ["null", () => "null"],
      ["[]", () => "[]"],
      ["a JSON string", () => JSON.stringify("payment_intent.succeeded")],
      ["not JSON", () => "payment_intent.succeeded"],
      ["no data.object", () => JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: {} })],
      [
        "data.object null",
        () => JSON.stringify({ id: "evt_2", type: "payment_intent.succeeded", data: { object: null } }),
      ],
      [
        "a numeric event id",
        (i) => JSON.stringify({ id: 42, type: "payment_intent.succeeded", data: { object: i } }),
      ],
      ["no type", (i) => JSON.stringify({ id: "evt_3", data: { object: i } })],
      ...(["amount", "amount_received", "currency", "id", "status"] as const).map(
        (field) =>
          [
            `a payment_intent missing ${field}`,
            (i: Record<string, unknown>) => {
              const rest = { ...i };
              delete rest[field];
              return JSON.stringify({
                id: `evt_no_${field}`,
                type: "payment_intent.succeeded",
                data: { object: rest },
              });
            },
          ] as [string, (intent: Record<string, unknown>) => string],
      ),
      [
        "an amount as a string",
        (i) =>
          JSON.stringify({
            id: "evt_4",
            type: "payment_intent.succeeded",
            data: { object: { ...i, amount: String(i.amount), amount_received: String(i.amount) } },
          }),
      ],
      [
        "a numeric metadata.checkoutId",
        (i) =>
          JSON.stringify({
            id: "evt_5",
            type: "payment_intent.succeeded",
            data: { object: { ...i, metadata: { checkoutId: 7 } } },
          }),
      ],
      [
        "a NUL character in the event id",
        (i) => JSON.stringify({ id: "evt_\u0000nul", type: "payment_intent.succeeded", data: { object: i } }),
      ],
      [
        "a NUL character in the payment_intent id",
        (i) =>
          JSON.stringify({
            id: "evt_6",
            type: "payment_intent.succeeded",
            data: { object: { ...i, id: `${String(i.id)}\u0000` } },
          }),
      ],
      [
        "an event id of 5000 random characters",
        (i) =>
          JSON.stringify({
            id: `evt_${Array.from({ length: 5000 }, () => Math.random().toString(36).slice(2, 3)).join("")}`,
            type: "payment_intent.succeeded",
            data: { object: i },
          }),
      ],
    ];

    it.each(malformed)("finding 15: %s → 400", async (_what, make) => {
      const { productId, order, intentId } = await orderWithIntent();
      const intent = { ...standIn.settle(intentId) } as unknown as Record<string, unknown>;
      const before = await orderState(t.db, productId);
      const payload = make(intent);
      const res = await webhook(payload);
      expect({ status: res.statusCode, body: res.json() }).toMatchObject({
        status: 400,
        body: { error: expect.any(String), requestId: expect.any(String) },
      });
      expect(await orderState(t.db, productId)).toEqual(before);
      expect((await api.read(a.token, order._id)).status).toBe("unpaid");
    });

    it("finding 15: the well-formed event of the same payment is then accepted (so the refusals above are about shape)", async () => {
      const { order, intentId } = await orderWithIntent();
      standIn.settle(intentId);
      expect((await webhook(succeededEvent(intentId))).statusCode).toBe(200);
      expect((await api.read(a.token, order._id)).status).toBe("paid");
    });
  });
});
