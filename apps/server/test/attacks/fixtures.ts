import { createHmac, hkdfSync } from "node:crypto";
import { STATUS_CODES } from "node:http";

import { asc, count } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

import type { Database } from "../../src/db/client.js";
import { account, session, user } from "../../src/modules/accounts/accounts.tables.js";
import { products, stockMovements } from "../../src/modules/catalog/catalog.tables.js";
import { orders } from "../../src/modules/orders/orders.tables.js";
import { payments, testCardPayments } from "../../src/modules/payments/payments.tables.js";
import { bearer } from "../auth-helpers.js";
import { testConfig, type createTestApp } from "../test-app.js";

/** Shared pieces of the attack suite (research/security.md): hand-made tokens, order placing, database snapshots. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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

export const ORDER_BODY = { quantity: 50, name: "Ada Buyer", address: "1 Road, Town", phone: "+1 555 0100" };

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
  const paymentRows = await db.select().from(payments).orderBy(asc(payments.orderId));
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
