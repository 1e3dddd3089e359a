import { orderSchema, productSchema, type Order } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { account, user } from "../../src/modules/accounts/accounts.tables.js";
import { bearer, browser, requestToken, signIn } from "../auth-helpers.js";
import { companyAdmin } from "../company-fixtures.js";

import {
  leavesDatabaseUnchanged,
  ORDER_BODY,
  orderOf,
  placeOrder,
  rawJson,
  shop,
  type TestApp,
  attackCast,
  type Customer,
} from "./fixtures.js";

/**
 * Attacks across users and roles: research/security.md rows 3, 5, 11–14, 16, 17 and 50. Customer A attacks
 * customer B's objects; the admin shows what the refused privilege would have given.
 */
let t: TestApp;
let a: Customer;
let b: Customer;
let adm: Customer;
let productId: string;
let aOrder: string;
let bOrder: string;
/** B's paid order, which has an invoice (issue 26). */
let bPaid: string;
let bSecret: string;
let bCompany: string;
let bQuote: string;
/** The credit note of an admin's $1 refund of B's paid order (issue 27). */
let bCreditNote: string;

beforeAll(async () => {
  ({ t, a, b, adm, productId, bOrder } = await attackCast());
  aOrder = await orderOf(t.app, a.token, productId);
  bPaid = (await shop(t).pay(b.token, await orderOf(t.app, b.token, productId)))._id;
  const refund = await t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${bPaid}/refund`,
    headers: bearer(adm.token),
    payload: { amount: 1, restock: false },
  });
  expect(refund.statusCode).toBe(200);
  bCreditNote = (refund.json() as Order).refunds[0]!.creditNote;
  const intent = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: bearer(b.token),
    payload: { orderId: bOrder },
  });
  expect(intent.statusCode).toBe(200);
  bSecret = intent.json().clientSecret as string;
  // B's company (issue 40), for the shop's admin routes on companies.
  const company = await companyAdmin(t);
  bCompany = company.companyId;
  // Its quote (issue 41), for the shop's admin routes on quotes.
  await t.app.inject({
    method: "POST",
    url: "/api/cart/items",
    headers: bearer(company.admin.token),
    payload: { lines: [{ productId, quantity: 50 }] },
  });
  const quote = await t.app.inject({
    method: "POST",
    url: "/api/company/quotes",
    headers: bearer(company.admin.token),
    payload: {},
  });
  expect(quote.statusCode, quote.body).toBe(201);
  bQuote = quote.json().id as string;
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  token?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const ordersOf = (c: Customer) => call("GET", `/api/orders?email=${encodeURIComponent(c.email)}`, c.token);
/** An error answer without its request id, to compare two answers. */
const sansRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: "" });

describe("row 3: no self-promotion", () => {
  it("row 3: PUT /api/user/admin/:email by a customer → 401 with the cookie, 403 with the token; update-user and the token call with a role → 400; role unchanged", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const [headers, status] of [
        [{ cookie: a.cookie }, 401],
        [bearer(a.token), 403],
      ] as const) {
        const res = await t.app.inject({
          method: "PUT",
          url: `/api/user/admin/${encodeURIComponent(a.email)}`,
          headers,
          payload: { role: "admin" },
        });
        expect(res.statusCode).toBe(status);
      }
      const update = await t.app.inject({
        method: "POST",
        url: "/api/auth/update-user",
        headers: browser(a.cookie),
        payload: { role: "admin" },
      });
      expect(update.statusCode).toBe(400);
      expect((await requestToken(t.app, a.cookie, a.email, { role: "admin" })).statusCode).toBe(400);
    });
    expect((await call("GET", `/api/admin/${encodeURIComponent(a.email)}`, a.token)).json()).toEqual({
      admin: false,
    });
  });
});

describe("row 5: the admin gate is on the server; nothing the client says makes it an admin", () => {
  it("row 5: admin-looking headers, cookies, query or body → still 403/404 for customer A", async () => {
    const claims = [
      { "x-admin": "true", "x-role": "admin", "x-user-role": "admin", "x-is-admin": "1" },
      { cookie: "role=admin; isAdmin=true; admin=true" },
    ];
    for (const extra of claims) {
      const headers = { ...bearer(a.token), ...extra };
      const asAdmin = await t.app.inject({
        method: "GET",
        url: `/api/admin/${encodeURIComponent(b.email)}?admin=true&role=admin`,
        headers,
      });
      expect(asAdmin.statusCode).toBe(403);
      const order = await t.app.inject({ method: "GET", url: `/api/orders/${bOrder}?admin=true`, headers });
      expect(order.statusCode).toBe(404);
    }
    // The client's own view of itself comes from the server.
    expect((await call("GET", `/api/admin/${encodeURIComponent(a.email)}`, a.token)).json()).toEqual({
      admin: false,
    });
  });
});

describe("row 11: another user's order cannot be read", () => {
  it("row 11: GET /api/orders/{oB} with A → 404, the same answer as for a missing order; B and the admin → 200", async () => {
    const foreign = await call("GET", `/api/orders/${bOrder}`, a.token);
    const missing = await call("GET", "/api/orders/00000000-0000-4000-8000-000000000000", a.token);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(sansRequestId(foreign.json())).toEqual(sansRequestId(missing.json()));
    expect(foreign.body).not.toContain(b.email);
    expect((await call("GET", `/api/orders/${bOrder}`, b.token)).json()).toMatchObject({ _id: bOrder });
    expect((await call("GET", `/api/orders/${bOrder}`, adm.token)).json()).toMatchObject({ _id: bOrder });
  });
});

describe("row 12: another user's order list", () => {
  it("row 12: GET /api/orders?email=B with A → 403, without a token → 401; B's data unchanged", async () => {
    const url = `/api/orders?email=${encodeURIComponent(b.email)}`;
    await leavesDatabaseUnchanged(t.db, async () => {
      const asA = await call("GET", url, a.token);
      expect(asA.statusCode).toBe(403);
      expect(asA.body).not.toContain(bOrder);
      expect((await call("GET", url)).statusCode).toBe(401);
      expect(
        (await call("GET", `/api/orders?email=${encodeURIComponent(b.email.toUpperCase())}`, a.token))
          .statusCode,
      ).toBe(403);
    });
  });

  it("row 12: A's own list holds A's orders only", async () => {
    const mine = (await ordersOf(a)).json() as { _id: string; email: string }[];
    expect(mine.map((o) => o._id)).toContain(aOrder);
    expect(mine.map((o) => o._id)).not.toContain(bOrder);
    expect(new Set(mine.map((o) => o.email))).toEqual(new Set([a.email]));
  });
});

describe("row 13: another user's order cannot be changed", () => {
  // An admin's 'Delete Order' of B's unpaid order is allowed (issue 10; test/admin-orders.test.ts).
  it("row 13: DELETE /api/orders/{oB} with A → 404, anonymous → 401; B's order and the stock intact", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      expect((await call("DELETE", `/api/orders/${bOrder}`, a.token)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/orders/${bOrder}`)).statusCode).toBe(401);
    });
    expect((await call("GET", `/api/orders/${bOrder}`, b.token)).json()).toMatchObject({ status: "unpaid" });
  });

  it("row 13: PATCH /api/orders/{oB} (payment claim) with A → 404; B's order stays unpaid", async () => {
    const payment = { product: bOrder, transactionId: "pi_fake_123", status: "succeeded" };
    await leavesDatabaseUnchanged(t.db, async () => {
      expect((await call("PATCH", `/api/orders/${bOrder}`, a.token, { payment })).statusCode).toBe(404);
      expect((await call("PATCH", `/api/orders/${bOrder}`, adm.token, { payment })).statusCode).toBe(404);
    });
  });

  it("row 13: A starting a payment for B's order → 404, no payment and no client secret", async () => {
    const res = await leavesDatabaseUnchanged(t.db, () =>
      call("POST", "/api/create-payment-intent", a.token, { orderId: bOrder }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty("clientSecret");
  });

  it("row 13: A confirming a card payment with B's client secret → 404; B's order stays unpaid", async () => {
    const card = { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" };
    const res = await leavesDatabaseUnchanged(t.db, () =>
      call("POST", "/api/payments/test-cards/confirm", a.token, { clientSecret: bSecret, card }),
    );
    expect(res.statusCode).toBe(404);
    expect((await call("GET", `/api/orders/${bOrder}`, b.token)).json()).toMatchObject({ status: "unpaid" });
  });
});

describe("issue 26: another customer's paperwork", () => {
  it("issue 27: A downloading B's credit note → 404 with nothing of B's; B and the admin get the PDF", async () => {
    const url = `/api/orders/${bPaid}/credit-notes/${bCreditNote}`;
    const asA = await call("GET", url, a.token);
    expect(asA.statusCode).toBe(404);
    expect(asA.headers["content-type"]).toMatch(/json/);
    for (const token of [b.token, adm.token]) {
      const res = await call("GET", url, token);
      expect([res.statusCode, res.headers["content-type"]]).toEqual([200, "application/pdf"]);
    }
  });

  it("A downloading B's invoice → 404 with nothing of B's; B and the admin get the PDF", async () => {
    const asA = await call("GET", `/api/orders/${bPaid}/invoice`, a.token);
    expect(asA.statusCode).toBe(404);
    expect(asA.headers["content-type"]).toMatch(/json/);
    for (const token of [b.token, adm.token]) {
      const res = await call("GET", `/api/orders/${bPaid}/invoice`, token);
      expect([res.statusCode, res.headers["content-type"]]).toEqual([200, "application/pdf"]);
    }
  });

  it("A ordering B's order again → 404, and A's cart stays empty", async () => {
    expect((await call("POST", `/api/orders/${bPaid}/reorder`, a.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/cart", a.token)).json()).toEqual({ lines: [], total: 0 });
  });
});

describe("row 14: customers cannot call admin functions (the routes that exist today)", () => {
  it("row 14: every route that gives an admin more than a customer refuses customer A (403/404) and anonymous (401)", async () => {
    const privileged = t.app.routeList.filter(
      (r) => r.url.startsWith("/api") && ["admin", "self-or-admin", "owner-or-admin"].includes(r.access!),
    );
    expect(privileged.length).toBeGreaterThanOrEqual(2);
    const wrong: string[] = [];
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const route of privileged) {
        const url = route.url
          .replace(":email", encodeURIComponent(b.email))
          .replace(":number", bCreditNote)
          .replace(
            ":id",
            /\/(invoice|packing-slip|credit-notes\/:number)$/.test(route.url)
              ? bPaid
              : route.url.startsWith("/api/orders")
                ? bOrder
                : route.url.startsWith("/api/admin/companies")
                  ? bCompany
                  : route.url.startsWith("/api/admin/quotes")
                    ? bQuote
                    : productId,
          );
        const payload = route.method === "GET" || route.method === "DELETE" ? undefined : {};
        const expectA = route.access === "admin" ? [403] : route.access === "self-or-admin" ? [403] : [404];
        const asA = await call(route.method as "GET", url, a.token, payload);
        const anonymous = await call(route.method as "GET", url, undefined, payload);
        if (!expectA.includes(asA.statusCode))
          wrong.push(`${route.method} ${route.url} as A: ${asA.statusCode}`);
        if (anonymous.statusCode !== 401)
          wrong.push(`${route.method} ${route.url} anonymous: ${anonymous.statusCode}`);
        // What the refused privilege would have given, for the reads (the admin's writes would change B's
        // objects; the permission table checks them).
        if (route.method !== "GET") continue;
        const asAdmin = await call(route.method as "GET", url, adm.token, payload);
        if (asAdmin.statusCode >= 400)
          wrong.push(`${route.method} ${route.url} as admin: ${asAdmin.statusCode}`);
      }
    });
    expect(wrong).toEqual([]);
  });
});

describe("row 16: an order is always the caller's own", () => {
  it("row 16: POST /api/orders with B's email and name in the body belongs to A; B's orders unchanged", async () => {
    const bBefore = (await ordersOf(b)).json() as unknown[];
    const res = await placeOrder(t.app, a.token, productId, { email: b.email, name: "B" });
    expect(res.statusCode).toBe(201);
    const order = res.json().order as { _id: string; email: string };
    expect(order.email).toBe(a.email);
    expect((await ordersOf(b)).json()).toEqual(bBefore);
    expect(((await ordersOf(a)).json() as { _id: string }[]).map((o) => o._id)).toContain(order._id);
  });
});

describe("row 17: HTTP parameter pollution", () => {
  it("row 17: a raw body with duplicate email keys still makes A's order", async () => {
    const body = `{"email":"${a.email}","productId":"${productId}","quantity":50,"name":"${ORDER_BODY.name}","address":"${ORDER_BODY.address}","phone":"${ORDER_BODY.phone}","email":"${b.email}"}`;
    const bBefore = (await ordersOf(b)).json() as unknown[];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...rawJson(body).headers, ...bearer(a.token) },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.email).toBe(a.email);
    expect((await ordersOf(b)).json()).toEqual(bBefore);
  });

  it("row 17: GET /api/orders?email=A&email=B (either order) is refused and leaks nothing", async () => {
    // The access rule runs before validation (DESIGN §6), so the array is refused by the guard (403).
    for (const query of [
      `email=${encodeURIComponent(a.email)}&email=${encodeURIComponent(b.email)}`,
      `email=${encodeURIComponent(b.email)}&email=${encodeURIComponent(a.email)}`,
      `email=${encodeURIComponent(a.email)}&email=${encodeURIComponent(a.email)}`,
    ]) {
      const res = await call("GET", `/api/orders?${query}`, a.token);
      expect([400, 403]).toContain(res.statusCode);
      expect(res.body).not.toContain(bOrder);
    }
  });
});

describe("row 50: answers carry only the fields they need", () => {
  const ORDER_KEYS = Object.keys(orderSchema.shape).sort();
  // `fitment` comes only with a `vehicle=` (issue 25): a plain read carries every other field and no more.
  const PRODUCT_KEYS = Object.keys(productSchema.shape)
    .filter((key) => key !== "fitment")
    .sort();

  it("row 50: A's order (read, listed, created) holds exactly the order fields: no user id, payment id or client secret", async () => {
    const read = (await call("GET", `/api/orders/${aOrder}`, a.token)).json() as Record<string, unknown>;
    const listed = (await ordersOf(a)).json() as Record<string, unknown>[];
    const created = (await placeOrder(t.app, a.token, productId)).json() as Record<string, unknown>;
    expect(Object.keys(created).sort()).toEqual(["insertedId", "order"]);
    for (const order of [read, ...listed, created.order as Record<string, unknown>])
      expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
    const text = JSON.stringify([read, listed, created]);
    expect(text).not.toMatch(/userId|user_id|clientSecret|client_secret|providerPaymentId|_secret_/);
  });

  it("row 50: anonymous GET /api/products and /api/products/:id hold exactly the product fields", async () => {
    const list = (await call("GET", "/api/products?limit=100")).json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(Object.keys(p).sort()).toEqual(PRODUCT_KEYS);
    const one = (await call("GET", `/api/products/${productId}`)).json() as Record<string, unknown>;
    expect(Object.keys(one).sort()).toEqual(PRODUCT_KEYS);
    const reviews = (await call("GET", "/api/reviews")).json() as Record<string, unknown>[];
    for (const r of reviews) expect(Object.keys(r).sort()).toEqual(["_id", "details", "name", "rating"]);
  });

  it("row 50: identity answers (sign-in, get-session, token, admin flag) never carry a password hash or second-factor secret", async () => {
    const [row] = await t.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, a.email));
    expect(row?.hash).toBeTruthy();
    const signedIn = await signIn(t.app, a.email, a.password);
    const answers = [
      signedIn.res,
      await t.app.inject({ method: "GET", url: "/api/auth/get-session", headers: browser(a.cookie) }),
      await requestToken(t.app, a.cookie, a.email),
      await call("GET", `/api/admin/${encodeURIComponent(a.email)}`, a.token),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(row!.hash!);
      expect(res.body).not.toMatch(/"password"|backupCodes|"secret"|twoFactorSecret/);
    }
    expect(Object.keys(answers[2]!.json())).toEqual(["token"]);
    expect(Object.keys(answers[3]!.json())).toEqual(["admin"]);
  });

  it("row 50: create-payment-intent answers its owner the client secret and nothing else", async () => {
    const res = await call("POST", "/api/create-payment-intent", a.token, { orderId: aOrder });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["clientSecret"]);
  });
});
