import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  bearer,
  browser,
  customer,
  newUser,
  requestToken,
  setRole,
  signIn,
  signOut,
  signUp,
} from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";

import { findUserByEmail } from "./accounts.service.js";
import { user } from "./accounts.tables.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminOf = (email: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/${encodeURIComponent(email)}`, headers: bearer(token) });

describe("sign-up and sign-in (better-auth under /api/auth)", () => {
  it("signs up, signs in, gets a token and asks about itself: a new account is a customer (SIGNUP-10)", async () => {
    const u = newUser();
    const up = await signUp(t.app, u);
    expect(up.res.statusCode).toBe(200);
    const stored = await findUserByEmail(t.db, u.email);
    expect(stored).toMatchObject({ name: u.name, role: "customer" });

    const { res, cookie } = await signIn(t.app, u.email, u.password);
    expect(res.statusCode).toBe(200);
    const token = await requestToken(t.app, cookie, u.email);
    expect(token.statusCode).toBe(200);
    const jwt = token.json().token as string;
    expect(jwt.split(".")).toHaveLength(3);
    const header = JSON.parse(Buffer.from(jwt.split(".")[0]!, "base64url").toString());
    expect(header.alg).toBe("HS256");
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString());
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);

    const admin = await adminOf(u.email, jwt);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ admin: false });
  });

  it("accepts a 6-character password and refuses a 5-character one (SIGNUP-11, VAL-05)", async () => {
    expect((await signUp(t.app, { ...newUser(), password: "abcdef" })).res.statusCode).toBe(200);
    const short = await signUp(t.app, { ...newUser(), password: "abcde" });
    expect(short.res.statusCode).toBeGreaterThanOrEqual(400);
    expect(short.res.statusCode).toBeLessThan(500);
  });

  it.each(["abc", "a@", ""])("refuses the malformed email %j (VAL-03)", async (email) => {
    const res = await signUp(t.app, { ...newUser(), email });
    expect(res.res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.res.statusCode).toBeLessThan(500);
  });

  it("never lets sign-up choose a role (ROLE-09)", async () => {
    const u = newUser();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...u, role: "admin" },
    });
    const stored = await findUserByEmail(t.db, u.email);
    if (res.statusCode === 200) expect(stored?.role).toBe("customer");
    else expect([res.statusCode, stored]).toEqual([400, null]);
  });

  it("creates no second account for a registered email (SIGNUP-09)", async () => {
    const u = newUser();
    await signUp(t.app, u);
    const again = await signUp(t.app, { ...u, name: "Someone Else" });
    expect(again.res.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.res.statusCode).toBeLessThan(500);
    expect((await findUserByEmail(t.db, u.email))?.name).toBe(u.name);
  });

  it("answers a wrong password and an unknown email alike (LOGIN-07, no account enumeration)", async () => {
    const u = newUser();
    await signUp(t.app, u);
    const wrong = await signIn(t.app, u.email, "not-the-password");
    const unknown = await signIn(t.app, `nobody-${Date.now()}@example.test`, "not-the-password");
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(wrong.res.statusCode);
    expect(unknown.res.json().message).toBe(wrong.res.json().message);
    expect(wrong.cookie).toBe("");
  });

  it("accepts identity calls from the shop's own origin only (CSRF)", async () => {
    const u = newUser();
    await signUp(t.app, u);
    const from = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin, cookie: "better-auth.session_token=x" },
        payload: { email: u.email, password: u.password },
      });
    expect((await from("https://evil.example")).statusCode).toBe(403);
    expect((await from("http://127.0.0.1")).statusCode).toBe(200);
  });

  it("signs out: the session no longer yields tokens (NAV-05)", async () => {
    const c = await customer(t.app);
    const out = await signOut(t.app, c.cookie);
    expect(out.statusCode).toBe(200);
    expect((await requestToken(t.app, c.cookie, c.email)).statusCode).toBe(401);
  });
});

describe("PUT /api/user/:email (the API access token)", () => {
  it("refuses a caller without a session (401)", async () => {
    const u = newUser();
    await signUp(t.app, u);
    const res = await requestToken(t.app, "", u.email);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "Unauthorized", requestId: expect.any(String) });
  });

  it("refuses a token for another email (403)", async () => {
    const a = await customer(t.app);
    const b = await customer(t.app);
    expect((await requestToken(t.app, a.cookie, b.email)).statusCode).toBe(403);
  });

  it.each([
    [{ email: "x", role: "admin" }, "a role"],
    [{ role: "admin" }, "a role without email"],
    [{ email: "x", admin: true }, "an admin flag"],
  ])("rejects a body with %j (%s): 400 and the user stays a customer (ROLE-09)", async (body, _what) => {
    const c = await customer(t.app);
    const res = await requestToken(t.app, c.cookie, c.email, {
      ...body,
      ...("email" in body ? { email: c.email } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect((await findUserByEmail(t.db, c.email))?.role).toBe("customer");
  });

  it("rejects a body whose email differs from the path (400)", async () => {
    const c = await customer(t.app);
    expect((await requestToken(t.app, c.cookie, c.email, { email: "other@example.test" })).statusCode).toBe(
      400,
    );
  });

  it("matches the email case-insensitively", async () => {
    const c = await customer(t.app);
    expect((await requestToken(t.app, c.cookie, c.email.toUpperCase())).statusCode).toBe(200);
  });
});

describe("API access tokens are verified strictly", () => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

  it("refuses a missing, malformed or unsigned (alg: none) token", async () => {
    const c = await customer(t.app);
    const [, payload] = c.token.split(".");
    const none = `${b64({ alg: "none", typ: "JWT" })}.${payload}.`;
    for (const headers of [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic abc" },
      bearer("abc.def.ghi"),
      bearer(none),
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/${c.email}`, headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it("refuses a token signed with another key or algorithm", async () => {
    const c = await customer(t.app);
    const stored = await findUserByEmail(t.db, c.email);
    const claims = { email: c.email };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(stored!.id)
      .setIssuer("x-part")
      .setAudience("x-part-api")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("an-attackers-guess-at-the-secret-0123456789"));
    expect((await adminOf(c.email, forged)).statusCode).toBe(401);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(stored!.id)
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("x".repeat(64)));
    expect((await adminOf(c.email, hs512)).statusCode).toBe(401);
  });

  it("refuses a token whose payload was edited to name another user", async () => {
    const a = await customer(t.app);
    const b = await customer(t.app);
    const bId = (await findUserByEmail(t.db, b.email))!.id;
    const [header, payload, signature] = a.token.split(".");
    const edited = { ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: bId };
    expect((await adminOf(b.email, `${header}.${b64(edited)}.${signature}`)).statusCode).toBe(401);
  });

  it("refuses an expired token", async () => {
    const u = newUser();
    const { cookie } = await signUp(t.app, u);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 16 * 60 * 1000);
    const old = (await requestToken(t.app, cookie, u.email)).json().token as string;
    vi.useRealTimers();
    expect((await adminOf(u.email, old)).statusCode).toBe(401);
  });
});

describe("GET /api/admin/:email and roles read on every request", () => {
  it("answers only about oneself, unless the caller is an admin (API-16)", async () => {
    const a = await customer(t.app);
    const b = await customer(t.app);
    expect((await adminOf(b.email, a.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/admin/${a.email}` })).statusCode).toBe(401);

    await setRole(t.db, a.email, "admin");
    expect((await adminOf(a.email, a.token)).json()).toEqual({ admin: true });
    expect((await adminOf(b.email, a.token)).json()).toEqual({ admin: false });
    expect((await adminOf("nobody@example.test", a.token)).json()).toEqual({ admin: false });
  });

  it("a demoted admin loses admin access on the next request, and a removed user all access (ROLE-10)", async () => {
    const a = await customer(t.app);
    const b = await customer(t.app);
    await setRole(t.db, a.email, "admin");
    expect((await adminOf(b.email, a.token)).statusCode).toBe(200);
    await setRole(t.db, a.email, "customer");
    expect((await adminOf(b.email, a.token)).statusCode).toBe(403);
    expect((await adminOf(a.email, a.token)).json()).toEqual({ admin: false });

    const { eq } = await import("drizzle-orm");
    await t.db.delete(user).where(eq(user.email, b.email));
    expect((await adminOf(b.email, b.token)).statusCode).toBe(401);
  });
});

describe("update-user (profile: display name and photo URL only)", () => {
  it("updates the display name and the photo URL", async () => {
    const c = await customer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: browser(c.cookie),
      payload: { name: "New Name", image: "https://example.test/me.png" },
    });
    expect(res.statusCode).toBe(200);
    expect(await findUserByEmail(t.db, c.email)).toMatchObject({ name: "New Name" });
  });

  it.each([
    [{ role: "admin" }, "role"],
    [{ email: "other@example.test" }, "email"],
    [{ phoneNumber: "+15555550100" }, "phoneNumber"],
    [{ image: "javascript:alert(1)" }, "image"],
    [{ name: "" }, "name"],
  ])("rejects %j with a 400 naming %s", async (payload, field) => {
    const c = await customer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: browser(c.cookie),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect((await findUserByEmail(t.db, c.email))?.role).toBe("customer");
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/update-user", payload: { name: "X" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/sign-in-options", () => {
  it("says Google is not available when it is not configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/sign-in-options" });
    expect(res.json()).toEqual({ google: false, mail: false });
  });
});
