import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { requestToken } from "../../../test/auth-helpers.js";
import { IDP_CLIENT, startIdp } from "../../../test/oidc-idp.js";
import { createTestApp, testConfig } from "../../../test/test-app.js";

import { findUserByEmail } from "./accounts.service.js";

/** A browser's cookie jar and redirect following, for the identity provider's side of the flow. */
class Browser {
  private jar = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set("cookie", [...this.jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      this.jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  }
}

let idp: Awaited<ReturnType<typeof startIdp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const publicUrl = "http://127.0.0.1:3000";
beforeAll(async () => {
  idp = await startIdp({ redirectUris: [`${publicUrl}/api/auth/callback/google`] });
  t = await createTestApp({
    publicUrl,
    google: { ...IDP_CLIENT, issuer: idp.issuer },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Logs in at the identity provider's dev form as `account` and answers the redirect back to the shop. */
async function loginAtIdp(authorizeUrl: string, account: string): Promise<string> {
  const browser = new Browser();
  let res = await browser.fetch(authorizeUrl);
  for (let step = 0; step < 10; step += 1) {
    const location = res.headers.get("location");
    if (location?.startsWith(publicUrl)) return location;
    if (location) {
      res = await browser.fetch(new URL(location, idp.issuer).toString());
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected page at the identity provider: ${html.slice(0, 200)}`);
    const form = /name="prompt" value="login"/.test(html)
      ? new URLSearchParams({ prompt: "login", login: account, password: "any" })
      : new URLSearchParams({ prompt: "consent" });
    res = await browser.fetch(new URL(action, idp.issuer).toString(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
  }
  throw new Error("the identity provider never sent the browser back");
}

describe("Google sign-in through OpenID Connect (against a local provider)", () => {
  it("says Google is available", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/sign-in-options" })).json()).toEqual({
      google: true,
      mail: false,
    });
  });

  it("creates the account on first login and returns to the page the visitor came from (ROUTE-13)", async () => {
    const start = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      payload: { provider: "google", callbackURL: "/product/abc?x=1" },
    });
    expect(start.statusCode).toBe(200);
    const { url } = start.json() as { url: string };
    expect(url.startsWith(idp.issuer)).toBe(true);
    const stateCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

    const account = `g${Date.now()}`;
    const back = await loginAtIdp(url, account);
    expect(back).toContain("/api/auth/callback/google?");
    const callback = await t.app.inject({
      method: "GET",
      url: back.slice(publicUrl.length),
      headers: { cookie: stateCookies },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/product/abc?x=1");

    const email = `${account}@example.test`;
    expect(await findUserByEmail(t.db, email)).toMatchObject({ name: `Google ${account}`, role: "customer" });
    const session = callback.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await requestToken(t.app, session, email)).statusCode).toBe(200);
    // Issue 15: Google vouches for the address (email_verified), so the account arrives verified.
    const own = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: session },
    });
    expect(own.json().user.emailVerified).toBe(true);
  });

  it.each(["https://evil.example/steal", "//evil.example/steal", "/\\evil.example", "javascript:alert(1)"])(
    "refuses the return address %s (no open redirect)",
    async (callbackURL) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/social",
        payload: { provider: "google", callbackURL },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("callbackURL");
    },
  );
});

describe("without Google configured", () => {
  it("refuses Google sign-in clearly", async () => {
    const plain = await createTestApp({ ...testConfig });
    try {
      const res = await plain.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/social",
        payload: { provider: "google", callbackURL: "/" },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
