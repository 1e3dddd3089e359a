import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

import type { Database } from "../src/db/client.js";
import { user } from "../src/modules/accounts/accounts.tables.js";
import type { Role } from "../src/modules/accounts/index.js";

/** The one TOTP helper (packages/test-support), re-exported for the tests that import it from here. */
export { totpFromUri } from "@xpart/test-support/totp";

/** The cookies a response sets, as a Cookie header for the next request (a tiny cookie jar). */
export function cookiesOf(res: LightMyRequestResponse, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)] as const),
  );
  for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (c.value === "" || c.maxAge === 0) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
export function newUser(prefix = "customer"): TestUser {
  counter += 1;
  return {
    name: `Test ${prefix} ${counter}`,
    email: `${prefix}${counter}-${Date.now()}@example.test`,
    password: "bolt-and-nut-7",
  };
}

/** `remoteAddress`: the client address the request comes from (light-my-request's default otherwise). */
export async function signUp(app: FastifyInstance, u: TestUser, remoteAddress?: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: u,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { res, cookie: cookiesOf(res) };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
  });
  return { res, cookie: cookiesOf(res) };
}

export async function requestToken(
  app: FastifyInstance,
  cookie: string,
  email: string,
  payload: unknown = { email },
  remoteAddress?: string,
) {
  return app.inject({
    method: "PUT",
    url: `/api/user/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs up a fresh user and answers its session cookie and API access token. */
export async function customer(app: FastifyInstance, u: TestUser = newUser(), remoteAddress?: string) {
  const { cookie } = await signUp(app, u, remoteAddress);
  const res = await requestToken(app, cookie, u.email, { email: u.email }, remoteAddress);
  return { ...u, cookie, token: res.json().token as string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What a browser on the shop's page sends with an identity call: its cookies and the page's Origin. */
export const browser = (cookie: string, origin = "http://127.0.0.1") => ({ cookie, origin });

/** Ends the browser's identity session (better-auth's sign-out), as the web app's Sign Out does. */
export const signOut = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: "POST", url: "/api/auth/sign-out", headers: browser(cookie), payload: {} });

/**
 * Writes an account's role straight into its row: a test's starting point. The real paths (an admin's
 * promote, `npm run admin`) also write an audit record, which the admin tests' trails and snapshots would show.
 */
export async function setRole(db: Database, email: string, role: Role): Promise<void> {
  await db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
}
