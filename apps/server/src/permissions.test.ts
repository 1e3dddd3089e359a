import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../test/admin-fixtures.js";
import { bearer, customer } from "../test/auth-helpers.js";
import { addProduct } from "../test/catalog-fixtures.js";
import { imageForm, png, upload } from "../test/image-fixtures.js";
import { temporaryOutbox } from "../test/mail-fixtures.js";
import { createTestApp } from "../test/test-app.js";

import { ACCESS_RULES, type AccessRule, type RouteSummary } from "./plugins/route-access.js";

/**
 * The permission table (DESIGN §6), read from the routes' own declarations: every served route (the API's,
 * and the development outbox's pages) is called by an anonymous visitor, customer A, customer B (who owns the
 * objects in the URLs and bodies) and an admin, and each answer must be what its declared rule promises. A
 * route added without a rule never starts.
 */
type Principal = "anonymous" | "A" | "B" | "admin";
/** `allowed`: past the guard (any answer but 401/403, and 404 for owner rules); `any`: better-auth decides. */
type Outcome = 401 | 403 | 404 | "allowed" | "any";

const EXPECTED: Record<AccessRule, Record<Principal, Outcome>> = {
  public: { anonymous: "allowed", A: "allowed", B: "allowed", admin: "allowed" },
  signature: { anonymous: "allowed", A: "allowed", B: "allowed", admin: "allowed" },
  "sign-in": { anonymous: "any", A: "any", B: "any", admin: "any" },
  session: { anonymous: 401, A: "allowed", B: "allowed", admin: "allowed" },
  "own-session": { anonymous: 401, A: 403, B: "allowed", admin: 403 },
  "admin-session": { anonymous: 401, A: 403, B: 403, admin: "allowed" },
  user: { anonymous: 401, A: "allowed", B: "allowed", admin: "allowed" },
  customer: { anonymous: 401, A: "allowed", B: "allowed", admin: 403 },
  // Past the guard for any customer; the company module then answers 404 outside a company (A) and checks the
  // role (companies.test.ts holds the table of roles × actions).
  member: { anonymous: 401, A: "allowed", B: "allowed", admin: 403 },
  self: { anonymous: 401, A: 403, B: "allowed", admin: 403 },
  "self-or-admin": { anonymous: 401, A: 403, B: "allowed", admin: "allowed" },
  owner: { anonymous: 401, A: 404, B: "allowed", admin: 404 },
  "owner-or-admin": { anonymous: 401, A: 404, B: "allowed", admin: "allowed" },
  admin: { anonymous: 401, A: 403, B: 403, admin: "allowed" },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let users: Record<Exclude<Principal, "anonymous">, Awaited<ReturnType<typeof customer>>>;
let productId: string;
let bOrder: string;
let bSecret: string;
/** An image the admin uploaded, for the body of POST /api/products. */
let img: string;
/** B's second order, which the admin deletes: B's own calls keep their unpaid order. */
let bSpareOrder: string;
/** The account the admin's user routes act on (promote, demote, remove), so that B stays a signed-in customer. */
let victimEmail: string;
beforeAll(async () => {
  // With mail on, so the mail routes (verification, reset) answer as their rules say instead of 503, and the
  // outbox's pages and API are served.
  t = await createTestApp({}, { mail: await temporaryOutbox() });
  users = { A: await customer(t.app), B: await customer(t.app), admin: await anAdmin(t.app, t.db) };
  victimEmail = (await customer(t.app)).email;
  productId = await addProduct(t.db, { availableQty: 100_000 });
  bOrder = await placeOrder(users.B.token);
  bSpareOrder = await placeOrder(users.B.token);
  bSecret = (
    await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: bearer(users.B.token),
      payload: { orderId: bOrder },
    })
  ).json().clientSecret;
  img = (await upload(t.app, users.admin.token, imageForm(await png(16, 16, "#5A5A5A")))).json().data.url;
});
afterAll(() => t.close());

async function placeOrder(token: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(token),
    payload: { productId, quantity: 50, name: "B", address: "1 Road", phone: "+1 555 0100" },
  });
  return res.json().insertedId as string;
}

/** B's objects in the URL: B's email, B's order, the product (admin-only user routes: another account). */
function urlFor(route: RouteSummary, who: Principal): string {
  const email = route.access === "admin" && route.url.startsWith("/api/user") ? victimEmail : users.B.email;
  const order = who === "admin" && route.method === "DELETE" ? bSpareOrder : bOrder;
  const url = route.url
    .replace(":email", encodeURIComponent(email))
    .replace(":providerId", "google")
    .replace(":id", route.url.startsWith("/api/orders") ? order : productId);
  const needsEmail =
    (route.access === "self" || route.access === "self-or-admin") && !route.url.includes(":email");
  return needsEmail ? `${url}?email=${encodeURIComponent(users.B.email)}` : url;
}

/** Bodies that name B's objects, where the object travels in the body rather than the URL. */
function bodyFor(route: RouteSummary): object | undefined {
  if (route.method === "GET" || route.method === "DELETE") return undefined;
  if (route.url === "/api/create-payment-intent") return { orderId: bOrder };
  if (route.url === "/api/orders/:id")
    return { payment: { product: bOrder, transactionId: "pi_test_unknown", status: "succeeded" } };
  if (route.url === "/api/products" && route.method === "POST")
    return {
      name: "Permission Table Tape",
      description: "Added by the admin's pass of the permission table.",
      price: 9.99,
      category: "Measuring Tape",
      availableQty: 10,
      minOrder: 1,
      img,
    };
  if (route.url === "/api/products/:id" && route.method === "PUT")
    return { updatedQuantity: 1, updatedPrice: 19.99 };
  if (route.url === "/api/payments/test-cards/confirm")
    return {
      clientSecret: bSecret,
      card: { number: "4000000000000002", expMonth: 12, expYear: 2034, cvc: "123" },
    };
  return {};
}

async function call(route: RouteSummary, who: Principal): Promise<LightMyRequestResponse> {
  const user = who === "anonymous" ? undefined : users[who];
  // The image upload takes a multipart file, not JSON.
  if (route.method === "POST" && route.url === "/api/images")
    return upload(t.app, user?.token, imageForm(await png(8, 8, "#ABCDEF")));
  const body = bodyFor(route);
  return t.app.inject({
    method: route.method as "GET",
    url: urlFor(route, who),
    headers: {
      ...(user ? { ...bearer(user.token), cookie: user.cookie } : {}),
      origin: "http://127.0.0.1",
    },
    ...(body ? { payload: body } : {}),
  });
}

function meets(outcome: Outcome, status: number, rule: AccessRule): boolean {
  if (status >= 500) return false;
  if (outcome === "any") return true;
  if (outcome !== "allowed") return status === outcome;
  const refused = rule.startsWith("owner") ? [401, 403, 404] : [401, 403];
  return !refused.includes(status);
}

describe("credentials are not interchangeable", () => {
  it("an API token is not an identity session: the token call needs the cookie", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/user/${encodeURIComponent(users.A.email)}`,
      headers: bearer(users.A.token),
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it("the identity session cookie is not an API credential (no CSRF through cookies)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/${encodeURIComponent(users.A.email)}`,
      headers: { cookie: users.A.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it("GET /api/admin/:email answers from the database: false for a customer, true for the admin", async () => {
    const ask = (token: string, email: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/${encodeURIComponent(email)}`, headers: bearer(token) });
    expect((await ask(users.A.token, users.A.email)).json()).toEqual({ admin: false });
    expect((await ask(users.admin.token, users.A.email)).json()).toEqual({ admin: false });
    expect((await ask(users.admin.token, users.admin.email)).json()).toEqual({ admin: true });
  });
});

describe("the permission table, from the route declarations", () => {
  it("declares a known rule on every route the app serves", () => {
    const api = t.app.routeList.filter((r) => r.url.startsWith("/api"));
    expect(api.length).toBeGreaterThan(20);
    for (const route of t.app.routeList) expect(Object.keys(ACCESS_RULES)).toContain(route.access);
  });

  it("M3: the outbox (its pages and its API) is for admins only", () => {
    const outbox = t.app.routeList
      .filter((r) => r.url.includes("outbox"))
      .map((r) => `${r.method} ${r.url} ${r.access}`)
      .sort();
    expect(outbox).toEqual([
      "GET /api/outbox admin",
      "GET /api/outbox/sms admin",
      "GET /dev/outbox admin-session",
      "GET /dev/outbox/:id admin-session",
      "GET /dev/outbox/templates/:kind admin-session",
    ]);
  });

  it("answers every route as its rule says, for anonymous, customer A, customer B and an admin", async () => {
    // Signing out ends the caller's API token too (finding 10), so each caller signs out last.
    const api = t.app.routeList
      .filter((r) => r.url.startsWith("/api") || r.url.startsWith("/dev/"))
      .sort((x, y) => Number(x.url === "/api/auth/sign-out") - Number(y.url === "/api/auth/sign-out"));
    const wrong: string[] = [];
    // B last: B's own calls may change B's objects (cancel the order), which the others must not see first.
    for (const who of ["anonymous", "A", "admin", "B"] as const) {
      for (const route of api) {
        const outcome = EXPECTED[route.access!][who];
        const res = await call(route, who);
        if (!meets(outcome, res.statusCode, route.access!))
          wrong.push(
            `${route.method} ${route.url} [${route.access}] as ${who}: ${res.statusCode}, expected ${outcome}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("exposes only the identity paths the web app calls (finding 17)", () => {
    const identity = t.app.routeList
      .filter((r) => r.url.startsWith("/api/auth/"))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(identity).toEqual([
      "GET /api/auth/callback/:providerId",
      "GET /api/auth/get-session",
      "GET /api/auth/verify-email",
      "POST /api/auth/phone-number/send-otp",
      "POST /api/auth/phone-number/verify",
      "POST /api/auth/request-password-reset",
      "POST /api/auth/reset-password",
      "POST /api/auth/send-verification-email",
      "POST /api/auth/sign-in/email",
      "POST /api/auth/sign-in/social",
      "POST /api/auth/sign-out",
      "POST /api/auth/sign-up/email",
      "POST /api/auth/two-factor/disable",
      "POST /api/auth/two-factor/enable",
      "POST /api/auth/two-factor/send-otp",
      "POST /api/auth/two-factor/verify-backup-code",
      "POST /api/auth/two-factor/verify-otp",
      "POST /api/auth/two-factor/verify-totp",
      "POST /api/auth/update-user",
    ]);
  });
});
