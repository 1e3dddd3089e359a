import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { customer, newUser, signIn } from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 1 });
});
afterAll(() => t.close());

describe("rate limits (DESIGN §6)", () => {
  it("answers 429 with Retry-After past 10 sign-in attempts a minute from one address", async () => {
    // A different account each time: this is the per-address limit, not the per-account one.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await signIn(t.app, newUser().email, "wrong-password")).res.statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await signIn(t.app, newUser().email, "wrong-password");
    expect(limited.res.statusCode).toBe(429);
    expect(Number(limited.res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts per client address, which a client cannot choose by header", async () => {
    const u = newUser();
    const spoofed = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "x-xpart-client-ip": "203.0.113.9", "x-forwarded-for": "203.0.113.9" },
      payload: { email: u.email, password: "wrong-password" },
    });
    expect(spoofed.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "203.0.113.10",
      payload: { email: u.email, password: "wrong-password" },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("limits the token call too", async () => {
    const c = await customer(t.app);
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i += 1) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/user/${c.email}`,
        headers: { cookie: c.cookie },
        payload: {},
      });
      status = res.statusCode;
      if (status === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(status).toBe(429);
  });
});
