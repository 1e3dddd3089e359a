import { ORDER_TEXTS } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { shop, type TestApp } from "../../../test/attacks/fixtures.js";
import { customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { findInvoice } from "../orders/index.js";

import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPayment,
} from "./payment-provider.js";

/** A card provider that counts the shop's questions to it; `charge` plays the card network. */
class CountingProvider implements PaymentProvider {
  readonly name = "test-cards" as const;
  readonly publishableKey = null;
  readonly calls = { retrieve: 0, cancel: 0, refund: 0 };
  private readonly payments = new Map<string, ProviderPayment>();

  async createPayment(input: { checkoutId: string; amountCents: number; currency: string }) {
    const id = `pi_counted_${input.checkoutId}`;
    this.payments.set(id, {
      id,
      status: "requires_payment_method",
      amountCents: input.amountCents,
      amountReceivedCents: 0,
      currency: input.currency,
      checkoutId: input.checkoutId,
    });
    return { id, clientSecret: await this.clientSecretOf(id) };
  }
  async clientSecretOf(id: string) {
    return `${id}_secret_counted`;
  }
  async retrievePayment(id: string) {
    this.calls.retrieve += 1;
    return { ...this.payments.get(id)! };
  }
  async cancelPayment(id: string) {
    this.calls.cancel += 1;
    const payment = this.payments.get(id)!;
    if (payment.status !== "succeeded") payment.status = "canceled";
    return { ...payment };
  }
  async refundPayment(_id: string, idempotencyKey: string) {
    this.calls.refund += 1;
    return { id: `re_${idempotencyKey}` };
  }
  parseWebhook(): PaymentEvent {
    throw new WebhookSignatureError("no webhooks here");
  }
  charge(id: string) {
    const payment = this.payments.get(id)!;
    Object.assign(payment, { status: "succeeded", amountReceivedCents: payment.amountCents });
  }
}

const provider = new CountingProvider();
let t: TestApp;
let call: ReturnType<typeof shop>;
beforeAll(async () => {
  // The shipped rate limits, not the test suite's raised ones.
  t = await createTestApp({ rateLimitMultiplier: 1 }, { paymentProvider: provider });
  call = shop(t);
});
afterAll(() => t.close());

let addresses = 0;
const buyer = async () => customer(t.app, undefined, `192.0.2.${(addresses += 1)}`);
const providerCalls = () => ({ ...provider.calls });

/** A customer's order with its payment started: the payment's id is the transaction id the browser sends. */
async function orderWithPayment() {
  const c = await buyer();
  const order = await call.order(c.token, await addProduct(t.db));
  const { clientSecret } = (await call.intent(c.token, order._id)).json() as { clientSecret: string };
  return { c, order, paymentId: clientSecret.split("_secret_")[0]! };
}

describe("L2: PATCH /api/orders/:id asks the payment provider", () => {
  it("L2: at most 10 times a minute per account: 30 calls in a row make 10 provider calls and then 429s", async () => {
    const { c, order, paymentId } = await orderWithPayment();
    const before = providerCalls();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await call.patch(c.token, order._id, paymentId)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array<number>(10).fill(409));
    expect(answers.slice(10)).toEqual(Array<number>(20).fill(429));
    expect(providerCalls().retrieve - before.retrieve).toBe(10);
    // Per account: another customer's "I paid" still reaches the provider, and its paid order is paid.
    const other = await orderWithPayment();
    provider.charge(other.paymentId);
    const paid = await call.patch(other.c.token, other.order._id, other.paymentId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "paid", transactionId: other.paymentId });
  });

  it("L2: never again for an order already settled: paid, or cancelled with its late payment refunded", async () => {
    const paid = await orderWithPayment();
    provider.charge(paid.paymentId);
    expect((await call.patch(paid.c.token, paid.order._id, paid.paymentId)).statusCode).toBe(200);
    let before = providerCalls();
    for (let i = 0; i < 3; i++) {
      const again = await call.patch(paid.c.token, paid.order._id, paid.paymentId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: "paid" });
    }
    expect((await call.patch(paid.c.token, paid.order._id, "pi_another")).statusCode).toBe(409);
    expect(providerCalls()).toEqual(before);

    // Charged after the customer cancelled: the first "I paid" finds it and refunds it, once.
    const late = await orderWithPayment();
    expect((await call.cancel(late.c.token, late.order._id)).statusCode).toBe(200);
    provider.charge(late.paymentId);
    before = providerCalls();
    const first = await call.patch(late.c.token, late.order._id, late.paymentId);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(ORDER_TEXTS.refundedAfterCancel);
    expect(providerCalls()).toEqual({ ...before, retrieve: before.retrieve + 1, refund: before.refund + 1 });
    before = providerCalls();
    for (let i = 0; i < 3; i++) {
      const again = await call.patch(late.c.token, late.order._id, late.paymentId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ORDER_TEXTS.refundedAfterCancel);
    }
    expect(providerCalls()).toEqual(before);
    expect((await call.read(late.c.token, late.order._id)).status).toBe("cancelled");
  });
});

describe("issue 38 item 7: the invoice number is issued only with the paid compare-and-set", () => {
  it("a late success on a cancelled checkout takes no invoice number", async () => {
    const late = await orderWithPayment();
    expect((await call.cancel(late.c.token, late.order._id)).statusCode).toBe(200);
    provider.charge(late.paymentId);
    const answer = await call.patch(late.c.token, late.order._id, late.paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ORDER_TEXTS.refundedAfterCancel);
    expect(await findInvoice(t.db, late.order.checkoutId)).toBeNull();
    const read = await call.read(late.c.token, late.order._id);
    expect(read).toMatchObject({ status: "cancelled", invoiceNumber: null });
  });
});
