import { afterEach, describe, expect, it, vi } from "vitest";

import { apiRequest } from "#src/lib/api-client";

import { confirmTestCard } from "./confirm-test-card";
import { createPaymentIntent } from "./create-payment-intent";
import { payOrder } from "./pay-order";

vi.mock("#src/lib/api-client", () => ({
  apiRequest: vi.fn(async () => ({ data: { clientSecret: "pi_1_secret_x" }, headers: new Headers() })),
}));

const lastOptions = () => vi.mocked(apiRequest).mock.lastCall?.[2];

describe("payment requests carry the attempt's Idempotency-Key (finding 6)", () => {
  afterEach(() => vi.clearAllMocks());

  it("finding 6: POST /api/create-payment-intent sends the key it is given", async () => {
    const signal = new AbortController().signal;
    await expect(createPaymentIntent("o-1", "key-intent", signal)).resolves.toBe("pi_1_secret_x");
    expect(apiRequest).toHaveBeenCalledWith("/api/create-payment-intent", expect.anything(), {
      method: "POST",
      body: { orderId: "o-1" },
      auth: true,
      ownData: true,
      signal,
      idempotencyKey: "key-intent",
    });
  });

  it("finding 6: POST /api/payments/test-cards/confirm sends the key, and the card stays in the body only", async () => {
    const input = {
      clientSecret: "pi_1_secret_x",
      card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
      billingDetails: { name: "Ann", email: "ann@example.test" },
    };
    await confirmTestCard(input, "key-confirm");
    expect(apiRequest).toHaveBeenCalledWith("/api/payments/test-cards/confirm", expect.anything(), {
      method: "POST",
      body: input,
      auth: true,
      idempotencyKey: "key-confirm",
    });
  });

  it("finding 6: PATCH /api/orders/:id sends the key", async () => {
    await payOrder("o 1", { id: "pi_1", status: "succeeded" }, "key-pay");
    expect(apiRequest).toHaveBeenCalledWith("/api/orders/o%201", expect.anything(), {
      method: "PATCH",
      body: { payment: { product: "o 1", transactionId: "pi_1", status: "succeeded" } },
      auth: true,
      ownData: true,
      idempotencyKey: "key-pay",
    });
    expect(lastOptions()?.idempotencyKey).toBe("key-pay");
  });
});
