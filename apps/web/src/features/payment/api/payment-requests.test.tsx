import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { accessToken } from "#src/lib/auth/access-token";
import { confirmTestCard } from "#src/lib/payments/confirm-test-card";
import { anOrder } from "#src/testing/fixtures";
import { server } from "#src/testing/server";

import { createPaymentIntent } from "./create-payment-intent";
import { payOrder } from "./pay-order";

/** What the shop received: through MSW, so the real API client builds each request. */
interface Received {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: unknown;
}
let received: Received[] = [];

function answering(method: "post" | "patch", path: string, answer: object) {
  return http[method](path, async ({ request }) => {
    received.push({
      method: request.method,
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get("Idempotency-Key"),
      authorization: request.headers.get("Authorization"),
      body: await request.json(),
    });
    return HttpResponse.json(answer);
  });
}

describe("payment requests carry the attempt's Idempotency-Key (finding 6)", () => {
  beforeEach(() => {
    received = [];
    accessToken.set("token-1");
  });

  it("finding 6: POST /api/create-payment-intent sends the key it is given, and its signal cancels it", async () => {
    server.use(answering("post", "/api/create-payment-intent", { clientSecret: "pi_1_secret_x" }));
    await expect(createPaymentIntent("o-1", "key-intent", new AbortController().signal)).resolves.toBe(
      "pi_1_secret_x",
    );
    expect(received).toEqual([
      {
        method: "POST",
        path: "/api/create-payment-intent",
        idempotencyKey: "key-intent",
        authorization: "Bearer token-1",
        body: { orderId: "o-1" },
      },
    ]);

    const leaving = new AbortController();
    leaving.abort();
    await expect(createPaymentIntent("o-1", "key-gone", leaving.signal)).rejects.toThrow();
    expect(received).toHaveLength(1);
  });

  it("finding 6: POST /api/payments/test-cards/confirm sends the key, and the card stays in the body only", async () => {
    server.use(
      answering("post", "/api/payments/test-cards/confirm", {
        paymentIntent: { id: "pi_1", status: "succeeded", amount: 99950, currency: "usd" },
      }),
    );
    const input = {
      clientSecret: "pi_1_secret_x",
      card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
      billingDetails: { name: "Ann", email: "ann@example.test" },
    };
    await confirmTestCard(input, "key-confirm");
    expect(received).toEqual([
      {
        method: "POST",
        path: "/api/payments/test-cards/confirm",
        idempotencyKey: "key-confirm",
        authorization: "Bearer token-1",
        body: input,
      },
    ]);
  });

  it("finding 6: PATCH /api/orders/:id sends the key", async () => {
    server.use(answering("patch", "/api/orders/:id", anOrder({ _id: "o 1" })));
    await payOrder("o 1", { id: "pi_1", status: "succeeded" }, "key-pay");
    expect(received).toEqual([
      {
        method: "PATCH",
        path: "/api/orders/o%201",
        idempotencyKey: "key-pay",
        authorization: "Bearer token-1",
        body: { payment: { product: "o 1", transactionId: "pi_1", status: "succeeded" } },
      },
    ]);
  });
});
