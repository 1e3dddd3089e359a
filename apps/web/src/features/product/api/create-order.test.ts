import { afterEach, describe, expect, it, vi } from "vitest";

import { apiRequest } from "#src/lib/api-client";

import { createOrder, type NewOrder } from "./create-order";

vi.mock("#src/lib/api-client", () => ({
  apiRequest: vi.fn(async () => ({ data: { insertedId: "o-1" }, headers: new Headers() })),
}));

const order: NewOrder = {
  productId: "p-1",
  quantity: 50,
  name: "Ann",
  address: "7 Mill Lane",
  phone: "+44 20 7946 0000",
};

describe("createOrder (finding 6)", () => {
  afterEach(() => vi.clearAllMocks());

  it("finding 6: POST /api/orders carries the submission's Idempotency-Key, and the body is only the order", async () => {
    await createOrder(order, "key-order-1");
    expect(apiRequest).toHaveBeenCalledWith("/api/orders", expect.anything(), {
      method: "POST",
      body: order,
      auth: true,
      idempotencyKey: "key-order-1",
    });
  });

  it("finding 6: two submissions send their own keys", async () => {
    await createOrder(order, "key-a");
    await createOrder(order, "key-b");
    const keys = vi.mocked(apiRequest).mock.calls.map(([, , options]) => options?.idempotencyKey);
    expect(keys).toEqual(["key-a", "key-b"]);
  });
});
