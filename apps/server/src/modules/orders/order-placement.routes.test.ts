import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BILLING, ORDER_BODY } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // The shipped limit (30 a minute), not the suite's relaxed one.
  t = await createTestApp({ rateLimitMultiplier: 1 });
});
afterAll(() => t.close());

describe("the doors that place orders share one limit (issue 38, orderPlacementRoute)", () => {
  it("30 attempts a minute from one address, counted across POST /api/orders and POST /api/checkout together", async () => {
    const address = "198.51.100.38";
    const { token } = await customer(t.app, undefined, address);
    const attempt = (n: number) =>
      n % 2 === 0
        ? t.app.inject({
            method: "POST",
            url: "/api/orders",
            remoteAddress: address,
            headers: bearer(token),
            payload: { productId: "no-such-product", ...ORDER_BODY },
          })
        : t.app.inject({
            method: "POST",
            url: "/api/checkout",
            remoteAddress: address,
            headers: bearer(token),
            payload: BILLING,
          });
    for (let n = 0; n < 30; n += 1) {
      // An unknown product and an empty cart: refused by the handler, after the counter has counted them.
      expect([404, 409, 400]).toContain((await attempt(n)).statusCode);
    }
    expect((await attempt(30)).statusCode).toBe(429);
    expect((await attempt(31)).statusCode).toBe(429);
  });
});
