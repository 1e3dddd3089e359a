import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PaymentProvider } from "../../src/modules/payments/payment-provider.js";
import { bearer, browser, customer } from "../auth-helpers.js";
import { addProduct } from "../catalog-fixtures.js";
import { createTestApp } from "../test-app.js";

import { expectErrorShape, INTERNALS, leavesDatabaseUnchanged, orderOf, type TestApp } from "./fixtures.js";

/**
 * Headers and errors: research/security.md rows 47 (CORS), 48 (security headers), 49 (error provocation) and
 * 53 (forgotten verbs). The app serves a small built web app, and its payment provider fails with an error
 * full of internals, as a real provider's network error would be.
 */
const LEAKY = "connect ECONNREFUSED 10.9.8.7:443 sk_live_leakedKey123 at /srv/app/stripe-provider.ts:42";
const failing = (): never => {
  throw new Error(LEAKY);
};
const failingProvider: PaymentProvider = {
  name: "test-cards",
  publishableKey: null,
  createPayment: async () => failing(),
  clientSecretOf: async () => failing(),
  retrievePayment: async () => failing(),
  cancelPayment: async () => failing(),
  refundPayment: async () => failing(),
  parseWebhook: () => failing(),
};

let t: TestApp;
let dist: string;
let a: Awaited<ReturnType<typeof customer>>;
let aOrder: string;
let scarceId: string;
let imageUrl: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "xpart-attack-web-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>X-Part</title><div id=root></div>");
  await writeFile(path.join(dist, "assets", "index-Attack1.js"), "console.log('shop')");
  t = await createTestApp({ webDist: dist }, { paymentProvider: failingProvider });
  a = await customer(t.app);
  const productId = await addProduct(t.db, { availableQty: 1_000_000 });
  aOrder = await orderOf(t.app, a.token, productId);
  scarceId = await addProduct(t.db, { name: "Scarce Spanner", availableQty: 60 });
  imageUrl = (
    (await t.app.inject({ method: "GET", url: "/api/products?limit=1" })).json() as { img: string }[]
  )[0]!.img;
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
const req = (method: Method, url: string, headers: Record<string, string> = {}, payload?: string | object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** Every answer the attacker can provoke, by name: pages, API answers, and each kind of error. */
async function answers(): Promise<[string, LightMyRequestResponse][]> {
  return [
    ["GET / (the web app)", await req("GET", "/")],
    ["GET /shop (SPA fallback)", await req("GET", "/shop")],
    ["GET /assets/index-Attack1.js", await req("GET", "/assets/index-Attack1.js")],
    ["GET /api/products", await req("GET", "/api/products")],
    ["GET /api/health", await req("GET", "/api/health")],
    ["404 GET /api/nope", await req("GET", "/api/nope")],
    ["404 GET /assets/missing.js", await req("GET", "/assets/missing.js")],
    ["401 GET /api/orders/:id", await req("GET", `/api/orders/${aOrder}`)],
    ["400 GET /api/products?limit=x", await req("GET", "/api/products?limit=x")],
    [
      "413 POST /api/orders",
      await req(
        "POST",
        "/api/orders",
        { "content-type": "application/json", ...bearer(a.token) },
        `{"a":"${"x".repeat(2 * 1024 * 1024)}"}`,
      ),
    ],
    [
      "415 POST /api/orders",
      await req("POST", "/api/orders", { "content-type": "application/xml", ...bearer(a.token) }, "<a/>"),
    ],
    [
      "500 POST /api/create-payment-intent",
      await req("POST", "/api/create-payment-intent", bearer(a.token), { orderId: aOrder }),
    ],
    [
      "401 better-auth sign-in",
      await req("POST", "/api/auth/sign-in/email", {}, { email: a.email, password: "not-the-password-1" }),
    ],
    [
      "403 better-auth origin",
      await req("POST", "/api/auth/update-user", browser(a.cookie, "https://evil.example"), { name: "X" }),
    ],
  ];
}

function securityHeaderProblems(name: string, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const h = res.headers;
  const csp = String(h["content-security-policy"] ?? "");
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k!, v] as const),
  );
  const want = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${name}: ${what}`);
  };
  want(
    directives.get("script-src")?.join(" ") === "'self'",
    `script-src 'self' only (CSP: ${csp || "none"})`,
  );
  want(directives.get("object-src")?.join(" ") === "'none'", "object-src 'none'");
  want(directives.get("base-uri")?.join(" ") === "'none'", "base-uri 'none'");
  want(directives.get("frame-ancestors")?.join(" ") === "'none'", "frame-ancestors 'none'");
  want(!csp.includes("unsafe-eval"), "no 'unsafe-eval'");
  want(
    h["strict-transport-security"] === "max-age=31536000; includeSubDomains",
    "HSTS one year with subdomains",
  );
  want(h["x-content-type-options"] === "nosniff", "nosniff");
  want(h["referrer-policy"] === "strict-origin-when-cross-origin", "Referrer-Policy");
  want(h["cross-origin-opener-policy"] === "same-origin", "COOP same-origin");
  want(h["x-powered-by"] === undefined && h["server"] === undefined, "no X-Powered-By or Server");
  want(typeof h["x-request-id"] === "string", "x-request-id");
  return problems;
}

describe("row 47: no CORS for other origins", () => {
  it("row 47: preflight OPTIONS with Origin https://evil.example or null gets no Access-Control-Allow-Origin", async () => {
    for (const origin of ["https://evil.example", "null", "http://127.0.0.1.evil.example"]) {
      for (const url of [
        "/api/orders",
        "/api/auth/sign-in/email",
        "/api/auth/get-session",
        "/api/products",
        "/api/create-payment-intent",
      ]) {
        const res = await req("OPTIONS", url, {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        });
        const cors = Object.keys(res.headers).filter((k) => k.startsWith("access-control-"));
        expect(cors, `${origin} ${url}`).toEqual([]);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it("row 47: simple and credentialed requests from another origin get no CORS headers either", async () => {
    for (const res of [
      await req("GET", "/api/products", { origin: "https://evil.example" }),
      await req("GET", `/api/orders?email=${encodeURIComponent(a.email)}`, {
        origin: "null",
        ...bearer(a.token),
      }),
      await req("GET", "/api/auth/get-session", browser(a.cookie, "https://evil.example")),
      await req(
        "POST",
        "/api/auth/sign-in/email",
        { origin: "https://evil.example" },
        { email: a.email, password: a.password },
      ),
    ]) {
      expect(Object.keys(res.headers).filter((k) => k.startsWith("access-control-"))).toEqual([]);
    }
  });
});

describe("row 48: security headers on every answer", () => {
  it("row 48: pages, API answers and every kind of error carry CSP, HSTS, nosniff, Referrer-Policy and COOP; no X-Powered-By", async () => {
    const problems = (await answers()).flatMap(([name, res]) => securityHeaderProblems(name, res));
    expect(problems).toEqual([]);
  });

  it("row 48: an image is inert: image/webp, nosniff, CSP default-src 'none'; sandbox", async () => {
    expect(imageUrl).toMatch(/^\/api\/images\//);
    const res = await req("GET", imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("row 48: a malformed or over-long URL gets the security headers too", async () => {
    const problems = [
      securityHeaderProblems("GET /api/products/%", await req("GET", "/api/products/%")),
      securityHeaderProblems(
        "GET /api/products/<300 characters>",
        await req("GET", `/api/products/${"a".repeat(300)}`),
      ),
    ].flat();
    expect(problems).toEqual([]);
  });
});

describe("row 49: provoked errors are generic and the server keeps running", () => {
  it("row 49: 400, 401, 403, 404, 409, 413 and 415 answers have the shape {error, message, requestId} and nothing internal", async () => {
    const other = await customer(t.app);
    await leavesDatabaseUnchanged(t.db, async () => {
      expectErrorShape(await req("GET", "/api/orders/not-an-id", bearer(a.token)), 404);
      expectErrorShape(await req("GET", "/api/nope"), 404);
      expectErrorShape(await req("DELETE", "/api/orders/not-an-id", bearer(a.token)), 404);
      expectErrorShape(
        await req("GET", `/api/orders?email=${encodeURIComponent(other.email)}`, bearer(a.token)),
        403,
      );
      expectErrorShape(await req("GET", `/api/orders?email=${encodeURIComponent(a.email)}`), 401);
      const invalid = await req("GET", "/api/products?sort=evil&limit=-1");
      expectErrorShape(invalid, 400);
      expect(Object.keys(invalid.json().fields as object).sort()).toEqual(["limit", "sort"]);
      expectErrorShape(
        await req(
          "POST",
          "/api/orders",
          { "content-type": "application/json", ...bearer(a.token) },
          '{"quantity":',
        ),
        400,
      );
      expectErrorShape(
        await req("POST", "/api/orders", { "content-type": "text/csv", ...bearer(a.token) }, "a,b"),
        415,
      );
      expectErrorShape(
        await req(
          "POST",
          "/api/orders",
          { "content-type": "application/json", ...bearer(a.token) },
          JSON.stringify({ x: "x".repeat(10 * 1024 * 1024) }),
        ),
        413,
      );
      expectErrorShape(await req("DELETE", `/api/orders/${aOrder}`, bearer(other.token)), 404);
      const tooMany = {
        productId: scarceId,
        quantity: 61,
        name: "A",
        address: "1 Road",
        phone: "+1 555 0100",
      };
      expectErrorShape(await req("POST", "/api/orders", bearer(a.token), tooMany), 409);
    });
  });

  it("row 49: a payment provider failure answers a generic 5xx without its details; the next request works", async () => {
    const res = await leavesDatabaseUnchanged(t.db, () =>
      req("POST", "/api/create-payment-intent", bearer(a.token), { orderId: aOrder }),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expectErrorShape(res, res.statusCode);
    expect(res.body).not.toMatch(/ECONNREFUSED|10\.9\.8\.7|sk_live|stripe-provider/);
    expect((await req("GET", "/api/health")).statusCode).toBe(200);
    expect((await req("GET", `/api/orders/${aOrder}`, bearer(a.token))).statusCode).toBe(200);
  });

  it("row 49: better-auth's own error answers leak nothing internal and carry a request id", async () => {
    for (const res of [
      await req("POST", "/api/auth/sign-in/email", {}, { email: a.email, password: "not-the-password-1" }),
      await req("POST", "/api/auth/sign-in/email", {}, { email: "not-an-email", password: "x" }),
      await req("POST", "/api/auth/update-user", { cookie: a.cookie }, { name: "X" }),
      await req("POST", "/api/auth/two-factor/verify-totp", {}, { code: "123456" }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(typeof res.json().message).toBe("string");
      expect(res.headers["x-request-id"]).toEqual(expect.any(String));
      expect(res.body).not.toMatch(INTERNALS);
    }
  });

  it("row 49: a malformed URL (GET /api/products/%) or an over-long id gets the error shape {error, message, requestId}", async () => {
    const malformed = await req("GET", "/api/products/%");
    expectErrorShape(malformed, 400);
    const long = await req("GET", `/api/products/${"a".repeat(300)}`);
    expect([400, 404, 414]).toContain(long.statusCode);
    expectErrorShape(long, long.statusCode);
  });
});

describe("row 53: forgotten verbs and routes", () => {
  it("row 53: TRACE, and verbs the API does not define, answer a JSON 404/405 and change nothing", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const [method, url] of [
        ["TRACE", "/"],
        ["TRACE", "/api/health"],
        ["PUT", "/api/products"],
        ["DELETE", "/api/products"],
        ["PUT", "/api/orders"],
        ["DELETE", "/api/orders"],
        ["PATCH", "/api/orders"],
        ["PUT", `/api/orders/${aOrder}`],
        ["POST", `/api/orders/${aOrder}`],
        ["PATCH", "/api/health"],
        ["DELETE", "/api/health"],
        ["POST", "/api/categories"],
        ["DELETE", "/api/categories"],
        ["DELETE", "/api/reviews"],
        ["DELETE", `/api/admin/${encodeURIComponent(a.email)}`],
        ["POST", `/api/admin/${encodeURIComponent(a.email)}`],
        ["GET", `/api/user/${encodeURIComponent(a.email)}`],
        // DELETE /api/user/:email is the admins' "Remove User" (issue 10); these verbs stay undefined.
        ["PATCH", `/api/user/${encodeURIComponent(a.email)}`],
        ["POST", `/api/user/admin/${encodeURIComponent(a.email)}`],
        ["POST", "/api/seed"],
        ["GET", "/api/debug"],
        ["POST", "/api/reset"],
      ] as const) {
        const res = await t.app.inject({
          method: method as "GET",
          url,
          headers: { ...bearer(a.token), cookie: a.cookie, origin: "http://127.0.0.1" },
          ...(method === "GET" || method === "TRACE" ? {} : { payload: {} }),
        });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
        expectErrorShape(res, res.statusCode);
      }
    });
  });
});
