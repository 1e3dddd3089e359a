import type { Page } from "@playwright/test";

/** The shop's origin: identity calls that carry cookies must come from it, as a browser's do (CSRF check). */
export const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3999}`;
const headers = { origin: ORIGIN };

/** The admin account the e2e server makes sure of at start-up (scripts/e2e-server.mjs). */
export const ADMIN = { email: "admin@x-part.test", password: "admin-pass", name: "Admin" } as const;

export interface Account {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh, never-used account (not yet created). */
export function newAccount(prefix = "buyer"): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Test Buyer ${id}`, email: `${prefix}-${id}@example.test`, password: "bolt-and-nut-7" };
}

/**
 * Signs up through the API in the page's browser context (its cookies are the page's), so the next page load
 * is signed in: the app then reads the session and stores its accessToken itself.
 */
export async function signUpViaApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const res = await page.request.post("/api/auth/sign-up/email", { data: account, headers });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return account;
}

export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/** The API token for the page's session, for calling the API directly in a test. */
export async function tokenFor(page: Page, email: string): Promise<string> {
  const res = await page.request.put(`/api/user/${encodeURIComponent(email)}`, { data: { email }, headers });
  if (!res.ok()) throw new Error(`token failed: ${res.status()}`);
  return ((await res.json()) as { token: string }).token;
}
