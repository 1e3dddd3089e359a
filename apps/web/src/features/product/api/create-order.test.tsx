import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { accessToken } from "#src/lib/auth/access-token";
import { anOrder } from "#src/testing/fixtures";
import { server } from "#src/testing/server";

import { createOrder, type NewOrder } from "./create-order";

const order: NewOrder = {
  productId: "p-1",
  quantity: 50,
  name: "Ann",
  address: "7 Mill Lane",
  phone: "+44 20 7946 0000",
};

/** What the shop received: through MSW, so the real API client builds each request. */
let received: { idempotencyKey: string | null; authorization: string | null; body: unknown }[] = [];

describe("createOrder (finding 6)", () => {
  beforeEach(() => {
    received = [];
    accessToken.set("token-1");
    server.use(
      http.post("/api/orders", async ({ request }) => {
        received.push({
          idempotencyKey: request.headers.get("Idempotency-Key"),
          authorization: request.headers.get("Authorization"),
          body: await request.json(),
        });
        return HttpResponse.json({ insertedId: "o-1", order: anOrder() }, { status: 201 });
      }),
    );
  });

  it("finding 6: POST /api/orders carries the submission's Idempotency-Key, and the body is only the order", async () => {
    await expect(createOrder(order, "key-order-1")).resolves.toMatchObject({ insertedId: "o-1" });
    expect(received).toEqual([
      { idempotencyKey: "key-order-1", authorization: "Bearer token-1", body: order },
    ]);
  });

  it("finding 6: two submissions send their own keys", async () => {
    await createOrder(order, "key-a");
    await createOrder(order, "key-b");
    expect(received.map((r) => r.idempotencyKey)).toEqual(["key-a", "key-b"]);
  });
});
