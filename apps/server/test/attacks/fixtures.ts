import { createHmac, hkdfSync } from "node:crypto";
import { STATUS_CODES } from "node:http";

import { TEST_CARD_NUMBERS, type Order } from "@xpart/shared";
import { asc, count } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

import type { Database } from "../../src/db/client.js";
import { account, session, user } from "../../src/modules/accounts/accounts.tables.js";
import { products, stockMovements } from "../../src/modules/catalog/catalog.tables.js";
import { findProductRow } from "../../src/modules/catalog/index.js";
import { orders } from "../../src/modules/orders/orders.tables.js";
import { paymentEvents, payments, testCardPayments } from "../../src/modules/payments/payments.tables.js";
import { bearer, customer, setRole } from "../auth-helpers.js";
import { addProduct, stockMovementTotal } from "../catalog-fixtures.js";
import { createTestApp, testConfig, type TestApp } from "../test-app.js";

/** Shared pieces of the attack suite (research/security.md): hand-made tokens, order placing, database snapshots. */
export type { TestApp };

// ---------------------------------------------------------------------------------------------------------
// Tokens

/** The API token key, derived from the auth secret exactly as modules/accounts/access-token.ts does. */
export const apiTokenKey = (secret: string = testConfig.authSecret!): Buffer =>
  Buffer.from(hkdfSync("sha256", secret, "x-part", "api access token", 32));

export const b64url = (value: object | string): string =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

/**
 * A JWT made by hand, so that any header, claim set, key and HMAC hash can be tried (a library refuses to
 * make many of the tokens an attacker would send). A `null` key gives an empty signature.
 */
export function handMadeJwt(
  header: object,
  payload: object,
  key: Buffer | string | null,
  hash: "sha256" | "sha384" | "sha512" = "sha256",
): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  const signature = key === null ? "" : createHmac(hash, key).update(input).digest("base64url");
  return `${input}.${signature}`;
}

export interface IssuedClaims {
  email: string;
  sid: string;
  sub: string;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

export const claimsOf = (token: string): IssuedClaims =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as IssuedClaims;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims the server would issue right now to the holder of `token` (same user, same session). */
export function freshClaims(token: string): IssuedClaims {
  const { email, sid, sub } = claimsOf(token);
  const iat = nowSeconds();
  return { email, sid, sub, iss: "x-part", aud: "x-part-api", iat, exp: iat + 15 * 60 };
}

/** Signed with the server's own key and algorithm: only the claims decide whether it is accepted. */
export const signedWithServerKey = (payload: object): string =>
  handMadeJwt({ alg: "HS256", typ: "JWT" }, payload, apiTokenKey());

export function withoutClaim(claims: IssuedClaims, name: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...claims };
  delete copy[name];
  return copy;
}

// ---------------------------------------------------------------------------------------------------------
// Requests

export type Customer = Awaited<ReturnType<typeof customer>>;

export const BILLING = { name: "Ada Buyer", address: "1 Forge Street, Springfield", phone: "+1 555-0100" };
export const ORDER_BODY = { quantity: 50, ...BILLING };

export const testCard = (number: string = TEST_CARD_NUMBERS.success) => ({
  number,
  expMonth: 12,
  expYear: 2034,
  cvc: "123",
});

/** The shop's order and payment API as a customer's browser calls it. */
export function shop(t: TestApp) {
  const placeOrder = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/orders", headers: { ...bearer(token), ...headers }, payload });
  const intent = (token: string, orderId: string, extra: object = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { ...bearer(token), ...headers },
      payload: { orderId, ...extra },
    });
  const confirm = (
    token: string,
    clientSecret: string,
    number?: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments/test-cards/confirm",
      headers: { ...bearer(token), ...headers },
      payload: { clientSecret, card: testCard(number) },
    });
  const patch = (
    token: string,
    orderId: string,
    transactionId: string,
    headers: Record<string, string> = {},
    status = "succeeded",
  ) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/orders/${orderId}`,
      headers: { ...bearer(token), ...headers },
      payload: { payment: { product: orderId, transactionId, status } },
    });
  return {
    placeOrder,
    intent,
    confirm,
    patch,
    async order(token: string, productId: string, quantity = 50): Promise<Order> {
      const res = await placeOrder(token, { productId, quantity, ...BILLING });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().order as Order;
    },
    cancel: (token: string, orderId: string) =>
      t.app.inject({ method: "DELETE", url: `/api/orders/${orderId}`, headers: bearer(token) }),
    async read(token: string, orderId: string): Promise<Order> {
      return (
        await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: bearer(token) })
      ).json() as Order;
    },
    /** The whole test-card payment: intent, card 4242, then "I paid, check it". */
    async pay(token: string, orderId: string): Promise<Order> {
      const { clientSecret } = (await intent(token, orderId)).json() as { clientSecret: string };
      const transactionId = (await confirm(token, clientSecret)).json().paymentIntent.id as string;
      const res = await patch(token, orderId, transactionId);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Order;
    },
  };
}

export type Shop = ReturnType<typeof shop>;

/** A fresh app with its shop calls and two customers, A and B: the cast of the order and payment attacks. */
export async function shopCast() {
  const t = await createTestApp();
  const call = shop(t);
  const [a, b] = [await customer(t.app), await customer(t.app)];
  return { t, call, a, b };
}

/** What a refused order or payment call must not change: stock and its log, orders, payments, webhook events. */
export async function orderState(db: Database, productId: string) {
  return {
    stock: (await findProductRow(db, productId))?.availableQty ?? null,
    movements: await stockMovementTotal(db, productId),
    orders: await db
      .select({ id: orders.id, status: orders.status, transactionId: orders.transactionId })
      .from(orders)
      .orderBy(asc(orders.id)),
    payments: await db
      .select({ orderId: payments.checkoutId, id: payments.providerPaymentId, refundId: payments.refundId })
      .from(payments)
      .orderBy(asc(payments.checkoutId)),
    testCardPayments: await db
      .select({
        id: testCardPayments.id,
        status: testCardPayments.status,
        refundedAt: testCardPayments.refundedAt,
      })
      .from(testCardPayments)
      .orderBy(asc(testCardPayments.id)),
    events: (await db.select({ n: count() }).from(paymentEvents))[0]!.n,
  };
}

export function placeOrder(app: FastifyInstance, token: string, productId: string, extra: object = {}) {
  return app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(token),
    payload: { productId, ...ORDER_BODY, ...extra },
  });
}

export async function orderOf(app: FastifyInstance, token: string, productId: string): Promise<string> {
  const res = await placeOrder(app, token, productId);
  expect(res.statusCode).toBe(201);
  return res.json().insertedId as string;
}

/** The cast of a cross-user attack: customers A and B, an admin, a product with deep stock, and B's order. */
export async function attackCast() {
  const t = await createTestApp();
  const [a, b, adm] = [await customer(t.app), await customer(t.app), await customer(t.app)];
  await setRole(t.db, adm.email, "admin");
  const productId = await addProduct(t.db, { availableQty: 1_000_000 });
  const bOrder = await orderOf(t.app, b.token, productId);
  return { t, a, b, adm, productId, bOrder };
}

/** A raw JSON body, exactly as written (duplicate keys, odd numbers, `__proto__`…). */
export const rawJson = (payload: string) => ({
  headers: { "content-type": "application/json" },
  payload,
});

/** Text that betrays internals: stack frames, file paths, SQL or driver names. */
export const INTERNALS =
  /\bat [\w.<>]+ \(|\.(?:ts|js|mjs):\d+|node_modules|\/work\/|\/srv\/|\bselect .* from "|\binsert into "|\bsyntax error\b|\brelation "|Failed query|\\nparams:|drizzle|pglite|node-postgres|sqlstate|"stack"/i;

/** The one error shape of DESIGN §4: {error, message, requestId} (400s add fields), nothing internal. */
export function expectErrorShape(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => k !== "fields")).toEqual(["error", "message", "requestId"]);
  expect(body.error).toBe(STATUS_CODES[status]);
  expect(body.requestId).toBe(res.headers["x-request-id"]);
  expect(res.body).not.toMatch(INTERNALS);
}

// ---------------------------------------------------------------------------------------------------------
// The database, before and after an attack

/** What an attack could change: accounts, sessions, orders, stock, payments. */
export async function snapshot(db: Database) {
  const users = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      image: user.image,
      emailVerified: user.emailVerified,
      phone: user.phoneNumber,
      twoFactor: user.twoFactorEnabled,
    })
    .from(user)
    .orderBy(asc(user.id));
  const accounts = await db
    .select({ userId: account.userId, provider: account.providerId, password: account.password })
    .from(account)
    .orderBy(asc(account.id));
  const sessions = await db
    .select({ id: session.id, userId: session.userId, expiresAt: session.expiresAt })
    .from(session)
    .orderBy(asc(session.id));
  const orderRows = await db.select().from(orders).orderBy(asc(orders.id));
  const productRows = await db
    .select({
      id: products.id,
      name: products.name,
      availableQty: products.availableQty,
      priceCents: products.priceCents,
    })
    .from(products)
    .orderBy(asc(products.id));
  const paymentRows = await db.select().from(payments).orderBy(asc(payments.checkoutId));
  const cardPayments = await db.select().from(testCardPayments).orderBy(asc(testCardPayments.id));
  const [movements] = await db.select({ n: count() }).from(stockMovements);
  return {
    users,
    accounts,
    sessions,
    orderRows,
    productRows,
    paymentRows,
    cardPayments,
    movements: movements!.n,
  };
}

/** Runs an attack and checks that the database is exactly as before it. */
export async function leavesDatabaseUnchanged<T>(db: Database, attack: () => Promise<T>): Promise<T> {
  const before = await snapshot(db);
  const result = await attack();
  expect(await snapshot(db)).toEqual(before);
  return result;
}
