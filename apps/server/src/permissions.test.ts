import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../test/auth-helpers.js";
import { createTestApp } from "../test/test-app.js";

import { setRole } from "./modules/accounts/accounts.service.js";

/**
 * The permission table (DESIGN §6): every route the app serves has one rule here, and each rule is checked
 * for an anonymous visitor, customers A and B, and an admin. A new route without a rule fails the first test.
 */
type Rule =
  | "signature"
  | "public"
  | "identity"
  | "own session"
  | "own"
  | "own or admin"
  | "customer"
  | "owner"
  | "owner or admin";
const TABLE: Record<string, Rule> = {
  "GET /api/health": "public",
  "GET /api/products": "public",
  "GET /api/products/:id": "public",
  "GET /api/categories": "public",
  "GET /api/images/:id": "public",
  "GET /api/reviews": "public",
  "GET /api/sign-in-options": "public",
  "GET /api/auth/*": "identity",
  "POST /api/auth/*": "identity",
  "PUT /api/user/:email": "own session",
  "GET /api/admin/:email": "own or admin",
  "POST /api/orders": "customer",
  "GET /api/orders": "own",
  "GET /api/orders/:id": "owner or admin",
  "DELETE /api/orders/:id": "owner",
  "PATCH /api/orders/:id": "owner",
  "POST /api/create-payment-intent": "owner",
  "POST /api/payments/test-cards/confirm": "owner",
  "GET /api/payment-config": "public",
  "POST /api/webhooks/stripe": "signature",
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof customer>>;
let b: Awaited<ReturnType<typeof customer>>;
let admin: Awaited<ReturnType<typeof customer>>;
let productPath: string;
beforeAll(async () => {
  t = await createTestApp();
  [a, b, admin] = [await customer(t.app), await customer(t.app), await customer(t.app)];
  await setRole(t.db, admin.email, "admin");
  const [first] = (await t.app.inject({ method: "GET", url: "/api/products?limit=1" })).json();
  productPath = `/api/products/${first._id}`;
});
afterAll(() => t.close());

const orderPayload = () => ({
  productId: productPath.split("/").at(-1),
  quantity: 50,
  name: "A",
  address: "1 Road",
  phone: "+1 555 0100",
});

describe("the permission table", () => {
  it("has a rule for every route the app serves", () => {
    const served = t.app.routeList.filter((r) => r.url.startsWith("/api")).map((r) => `${r.method} ${r.url}`);
    expect(served.sort()).toEqual(Object.keys(TABLE).sort());
  });

  it("public routes answer everyone the same", async () => {
    const urls = [
      "/api/health",
      "/api/products",
      productPath,
      "/api/categories",
      "/api/reviews",
      "/api/sign-in-options",
    ];
    for (const url of urls) {
      const answers = await Promise.all(
        [{}, bearer(a.token), bearer(b.token), bearer(admin.token)].map((headers) =>
          t.app.inject({ method: "GET", url, headers }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    }
  });

  it("PUT /api/user/:email: 401 anonymous, 403 for another user's email, 200 for one's own", async () => {
    const put = (cookie: string, email: string) =>
      t.app.inject({ method: "PUT", url: `/api/user/${email}`, headers: { cookie }, payload: { email } });
    expect((await put("", a.email)).statusCode).toBe(401);
    expect((await put(b.cookie, a.email)).statusCode).toBe(403);
    expect((await put(admin.cookie, a.email)).statusCode).toBe(403);
    expect((await put(a.cookie, a.email)).statusCode).toBe(200);
    // An API token is not an identity session.
    const withToken = await t.app.inject({
      method: "PUT",
      url: `/api/user/${a.email}`,
      headers: bearer(a.token),
      payload: {},
    });
    expect(withToken.statusCode).toBe(401);
  });

  it("GET /api/admin/:email: 401 anonymous, 403 for another's email, 200 for one's own or an admin", async () => {
    const get = (token: string | null, email: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/${email}`, headers: token ? bearer(token) : {} });
    expect((await get(null, a.email)).statusCode).toBe(401);
    expect((await get(b.token, a.email)).statusCode).toBe(403);
    expect((await get(a.token, a.email)).json()).toEqual({ admin: false });
    expect((await get(admin.token, a.email)).json()).toEqual({ admin: false });
    expect((await get(admin.token, admin.email)).json()).toEqual({ admin: true });
  });

  it("orders: customers place them, owners read and cancel them, admins read them, others see nothing", async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/orders", headers, payload: orderPayload() });
    expect((await post({})).statusCode).toBe(401);
    expect((await post(bearer(admin.token))).statusCode).toBe(403);
    const created = await post(bearer(a.token));
    expect(created.statusCode).toBe(201);
    const id = created.json().insertedId as string;

    const list = (headers: Record<string, string>, email: string) =>
      t.app.inject({ method: "GET", url: `/api/orders?email=${email}`, headers });
    expect((await list({}, a.email)).statusCode).toBe(401);
    expect((await list(bearer(b.token), a.email)).statusCode).toBe(403);
    expect((await list(bearer(admin.token), a.email)).statusCode).toBe(403);
    expect((await list(bearer(a.token), a.email)).statusCode).toBe(200);

    const one = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers });
    expect([(await one({})).statusCode, (await one(bearer(b.token))).statusCode]).toEqual([401, 404]);
    expect([(await one(bearer(a.token))).statusCode, (await one(bearer(admin.token))).statusCode]).toEqual([
      200, 200,
    ]);

    const cancel = (headers: Record<string, string>) =>
      t.app.inject({ method: "DELETE", url: `/api/orders/${id}`, headers });
    expect((await cancel({})).statusCode).toBe(401);
    expect((await cancel(bearer(b.token))).statusCode).toBe(404);
    expect((await cancel(bearer(admin.token))).statusCode).toBe(404);
    expect((await cancel(bearer(a.token))).statusCode).toBe(200);
  });

  it("payments: only the order's owner starts, confirms or reports a payment; webhooks need a signature", async () => {
    const id = (
      await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: bearer(a.token),
        payload: orderPayload(),
      })
    ).json().insertedId as string;
    const start = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers, payload: { orderId: id } });
    expect([(await start({})).statusCode, (await start(bearer(b.token))).statusCode]).toEqual([401, 404]);
    expect((await start(bearer(admin.token))).statusCode).toBe(404);
    const { clientSecret } = (await start(bearer(a.token))).json();

    const card = { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" };
    const confirm = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/payments/test-cards/confirm",
        headers,
        payload: { clientSecret, card },
      });
    expect((await confirm({})).statusCode).toBe(401);

    const report = (headers: Record<string, string>) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/orders/${id}`,
        headers,
        payload: {
          payment: { product: id, transactionId: clientSecret.split("_secret_")[0], status: "succeeded" },
        },
      });
    expect((await report({})).statusCode).toBe(401);
    expect((await report(bearer(b.token))).statusCode).toBe(404);
    expect((await report(bearer(admin.token))).statusCode).toBe(404);

    const hook = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: { id: "evt_1" },
    });
    expect(hook.statusCode).toBe(400);
  });

  it("the identity session cookie is not an API credential", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/${a.email}`,
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(401);
  });
});
