// Issue 13: the security headers are built once at start-up instead of by @fastify/helmet on every request.
// The expected sets below were recorded from @fastify/helmet 13.2.0 (helmet 8.3.0) with the settings the shop
// used, on each kind of answer, before it was replaced: the replacement must send exactly these.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../test/test-app.js";
import type { PaymentProvider } from "../modules/payments/index.js";

const HELMET_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;" +
  "connect-src 'self';frame-src 'none';font-src 'self';object-src 'none';base-uri 'none';form-action 'self';" +
  "frame-ancestors 'none'";

const STRIPE_CSP =
  "default-src 'self';script-src 'self' https://js.stripe.com;style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: https:;connect-src 'self' https://api.stripe.com;" +
  "frame-src https://js.stripe.com https://hooks.stripe.com;font-src 'self';object-src 'none';base-uri 'none';" +
  "form-action 'self';frame-ancestors 'none'";

/** What an answer says about its body and its connection; everything else it sends is a security header. */
const NOT_SECURITY = new Set([
  "accept-ranges",
  "cache-control",
  "connection",
  "content-length",
  "content-type",
  "date",
  "etag",
  "last-modified",
  "vary",
  "x-request-id",
]);

function securityHeadersOf(res: LightMyRequestResponse) {
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !NOT_SECURITY.has(name)));
}

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "xpart-web-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>X-Part</title>");
  await writeFile(path.join(dist, "assets", "index-AbC123.js"), "console.log(1)");
});
afterAll(() => rm(dist, { recursive: true, force: true }));

/** A web page, an API answer, two errors, a 304 and a static file, as one app answers them. */
async function answersOf(stripe: boolean) {
  const t = await createTestApp(
    { webDist: dist },
    stripe ? { paymentProvider: { name: "stripe" } as PaymentProvider } : {},
  );
  try {
    const categories = await t.app.inject({ url: "/api/categories" });
    const answers = {
      page: await t.app.inject({ url: "/", headers: { accept: "text/html" } }),
      api: categories,
      notFound: await t.app.inject({ url: "/api/products/not-a-product" }),
      invalid: await t.app.inject({ url: "/api/products?limit=abc" }),
      notModified: await t.app.inject({
        url: "/api/categories",
        headers: { "if-none-match": String(categories.headers.etag) },
      }),
      staticFile: await t.app.inject({ url: "/assets/index-AbC123.js" }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.statusCode]));
    expect(statuses).toEqual({
      page: 200,
      api: 200,
      notFound: 404,
      invalid: 400,
      notModified: 304,
      staticFile: 200,
    });
    const routerError = await t.app.inject({ url: "/api/products/%" });
    return { answers, routerError };
  } finally {
    await t.close();
  }
}

describe("DESIGN §6 security headers, prebuilt (row 48)", () => {
  it.each([
    ["without Stripe", false, CSP],
    ["with Stripe", true, STRIPE_CSP],
  ])("sends exactly the set @fastify/helmet sent, on every kind of answer, %s", async (_, stripe, csp) => {
    const { answers } = await answersOf(stripe);
    for (const [kind, res] of Object.entries(answers)) {
      expect(securityHeadersOf(res), kind).toEqual({ "content-security-policy": csp, ...HELMET_HEADERS });
    }
  });

  it("keeps the router's own refusals on ROUTER_ERROR_HEADERS", async () => {
    const { routerError } = await answersOf(false);
    expect(routerError.statusCode).toBe(400);
    expect(securityHeadersOf(routerError)).toEqual({
      "content-security-policy":
        "default-src 'none'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "x-frame-options": "SAMEORIGIN",
    });
  });
});
