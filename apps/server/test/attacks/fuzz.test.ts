import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RouteSummary } from "../../src/plugins/route-access.js";
import { bearer, browser, customer } from "../auth-helpers.js";
import { addProduct } from "../catalog-fixtures.js";
import { temporaryOutbox } from "../mail-fixtures.js";
import { createTestApp } from "../test-app.js";

/**
 * Property-based fuzzing of every mutation (security issue, attack suite): random JSON bodies, query strings
 * and path values, sent by a signed-in customer. No answer may be a 5xx, and a 4xx must change nothing.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof customer>>;
let orderId: string;
let productId: string;
beforeAll(async () => {
  // With mail on, as a shop that sends mail runs: without it the mail routes answer 503 on purpose.
  t = await createTestApp({}, { mail: await temporaryOutbox() });
  a = await customer(t.app);
  productId = await addProduct(t.db, { availableQty: 100_000 });
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(a.token),
    payload: { productId, quantity: 50, name: "A", address: "1 Road", phone: "+1 555 0100" },
  });
  orderId = placed.json().insertedId;
});
afterAll(() => t.close());

const WATCHED = [
  "user",
  "account",
  "session",
  "orders",
  "products",
  "payments",
  "test_card_payments",
  "two_factor",
];

/** What a request must not change when it is refused (rate-limit counters may move, nothing else): one query. */
async function state(): Promise<string> {
  const digests = sql.join(
    WATCHED.map(
      (table) =>
        sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(table)} t)`,
    ),
    sql` || ',' || `,
  );
  const result = await t.db.execute(sql`select ${digests} as digest`);
  return (result as unknown as { rows: { digest: string }[] }).rows[0]!.digest;
}

/** A valid body per route: each run keeps it but one field, so the fuzzing reaches past the first check. */
function validBody(route: RouteSummary): Record<string, unknown> {
  const card = { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" };
  const bodies: Record<string, Record<string, unknown>> = {
    "POST /api/orders": { productId, quantity: 50, name: "A", address: "1 Road", phone: "+1 555 0100" },
    "POST /api/create-payment-intent": { orderId },
    "PATCH /api/orders/:id": {
      payment: { product: orderId, transactionId: "pi_test_x", status: "succeeded" },
    },
    "POST /api/payments/test-cards/confirm": { clientSecret: "pi_test_x_secret_y", card },
    "PUT /api/user/:email": { email: a.email },
    "POST /api/auth/sign-up/email": { name: "Fuzz", email: "fuzz@example.test", password: "bolt-and-nut-7" },
    "POST /api/auth/sign-in/email": { email: a.email, password: "not-the-password-9" },
    "POST /api/auth/sign-in/social": { provider: "google", callbackURL: "/" },
    "POST /api/auth/update-user": { name: "Fuzzed Name" },
    "POST /api/auth/two-factor/enable": { password: "not-the-password-9" },
    "POST /api/auth/two-factor/disable": { password: "not-the-password-9" },
    "POST /api/auth/two-factor/verify-totp": { code: "123456" },
    "POST /api/auth/two-factor/verify-otp": { code: "123456" },
    "POST /api/auth/two-factor/verify-backup-code": { code: "abcde-fghij" },
    "POST /api/auth/phone-number/send-otp": { phoneNumber: "+15550001234" },
    "POST /api/auth/phone-number/verify": { phoneNumber: "+15550001234", code: "123456" },
  };
  return bodies[`${route.method} ${route.url}`] ?? {};
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Values an attacker tries first: wrong types, control characters, huge and odd numbers, operators. */
const CURATED: unknown[] = [
  "a\u0000b",
  "x\u001b[31m",
  "'; drop table orders; --",
  "<img src=x onerror=alert(1)>",
  "x".repeat(5000),
  -1,
  0,
  1.5,
  1e9,
  2 ** 53,
  1e308,
  UNKNOWN_ID,
  { $gt: 0 },
  [5],
  null,
  true,
  "5",
];
const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom(...CURATED),
);

const requestParts = fc.record({
  key: fc.constantFrom(
    "productId",
    "quantity",
    "name",
    "email",
    "password",
    "code",
    "payment",
    "__proto__",
    "extra",
  ),
  value: hostile,
  whole: fc.option(fc.jsonValue({ maxDepth: 2 }), { freq: 5 }),
  query: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 2 }),
  param: fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.constant("own-order")),
});

function urlOf(route: RouteSummary, param: string, query: Record<string, string>): string {
  const value = param === "own-order" ? orderId : param;
  const path = route.url.replace(/:\w+/g, encodeURIComponent(value) || "x");
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

async function send(
  route: RouteSummary,
  body: unknown,
  param = "own-order",
  query: Record<string, string> = {},
) {
  const before = await state();
  const res = await t.app.inject({
    method: route.method as "POST",
    url: urlOf(route, param, query),
    headers: { ...bearer(a.token), ...browser(a.cookie), "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
  if (res.statusCode >= 500) return `${route.method} ${route.url}: ${res.statusCode} ${res.body}`;
  if (res.statusCode >= 400 && (await state()) !== before)
    return `${route.method} ${route.url}: ${res.statusCode} changed the database`;
  return null;
}

const mutations = () =>
  t.app.routeList.filter(
    (r) => r.url.startsWith("/api") && r.method !== "GET" && r.url !== "/api/auth/sign-out",
  );

/** Each sweep calls every mutation route many times; it grows with the API, so it gets minutes, not 30 s. */
const SWEEP_TIMEOUT_MS = 180_000;

describe("fuzzing every mutation", () => {
  it(
    "every field of every mutation, given each curated hostile value: no 5xx, no change when refused",
    async () => {
      const failures: string[] = [];
      for (const route of mutations()) {
        const valid = validBody(route);
        for (const key of [...Object.keys(valid), "extra"])
          for (const value of CURATED) {
            const failure = await send(route, { ...valid, [key]: value });
            if (failure) failures.push(`${failure} (${key}=${JSON.stringify(value).slice(0, 20)})`);
          }
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "random bodies, queries and path values (fast-check): no 5xx, no change when refused",
    async () => {
      expect(mutations().length).toBeGreaterThan(15);
      const failures: string[] = [];
      for (const route of mutations()) {
        await fc.assert(
          fc.asyncProperty(requestParts, async ({ key, value, whole, query, param }) => {
            const failure = await send(route, whole ?? { ...validBody(route), [key]: value }, param, query);
            if (failure) failures.push(failure);
            return true;
          }),
          { numRuns: 40, seed: 20261123 },
        );
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
