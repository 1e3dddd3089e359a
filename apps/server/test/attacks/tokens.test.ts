import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { exportJWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resolveAuthSecret } from "../../src/auth-secret.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import { session, user } from "../../src/modules/accounts/accounts.tables.js";
import {
  bearer,
  browser,
  cookiesOf,
  customer,
  newUser,
  requestToken,
  setRole,
  signIn,
  signOut,
  signUp,
} from "../auth-helpers.js";
import { createTestApp, testConfig } from "../test-app.js";

import {
  apiTokenKey,
  b64url,
  claimsOf,
  freshClaims,
  handMadeJwt,
  leavesDatabaseUnchanged,
  nowSeconds,
  signedWithServerKey,
  snapshot,
  withoutClaim,
  type TestApp,
  attackCast,
  type Customer,
} from "./fixtures.js";

/**
 * Attacks on identity proof and API tokens: research/security.md rows 1, 2, 4, 6–10, and the security issue's
 * findings 10 (a token dies with its session) and 11 (every claim required, lifetime capped).
 */
let t: TestApp;
let a: Customer;
let b: Customer;
let adm: Customer;
let bOrder: string;

beforeAll(async () => {
  ({ t, a, b, adm, bOrder } = await attackCast());
});
afterAll(() => t.close());

/** A route only the owner of `email` (or an admin) passes: 200 means the token was accepted. */
const ownOrders = (token: string, email: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/orders?email=${encodeURIComponent(email)}`,
    headers: bearer(token),
  });
const adminOf = (token: string | null, email: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/${encodeURIComponent(email)}`,
    headers: token === null ? {} : bearer(token),
  });
const orderAs = (token: string, id: string) =>
  t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: bearer(token) });
const roleOf = async (email: string) =>
  (await t.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

describe("row 1: a token is issued only after proof of identity", () => {
  it("row 1: PUT /api/user/ceo@shop.com with {} and no proof → 401, and no account appears", async () => {
    const res = await leavesDatabaseUnchanged(t.db, () =>
      t.app.inject({ method: "PUT", url: "/api/user/ceo@shop.com", payload: {} }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty("token");
  });

  it("row 1: A's session asking a token for B's or an unknown email → 403; A's API token or a made-up cookie is no proof → 401", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const email of [b.email, "ceo@shop.com"]) {
        const res = await requestToken(t.app, a.cookie, email);
        expect(res.statusCode).toBe(403);
        expect(res.json()).not.toHaveProperty("token");
      }
      const withToken = await t.app.inject({
        method: "PUT",
        url: `/api/user/${encodeURIComponent(b.email)}`,
        headers: bearer(a.token),
        payload: {},
      });
      expect(withToken.statusCode).toBe(401);
      const madeUp = await requestToken(
        t.app,
        "better-auth.session_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJl",
        b.email,
      );
      expect(madeUp.statusCode).toBe(401);
    });
  });

  it("row 1: the token's subject is the proven identity; a body naming another email → 400", async () => {
    const other = await requestToken(t.app, a.cookie, a.email, { email: b.email });
    expect(other.statusCode).toBe(400);
    const res = await requestToken(t.app, a.cookie, a.email);
    expect(res.statusCode).toBe(200);
    const claims = claimsOf(res.json().token as string);
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, a.email));
    expect(claims).toMatchObject({ sub: row!.id, email: a.email });
  });
});

describe("row 2: no role escalation at sign-up or through the token call (mass assignment)", () => {
  it("row 2: sign-up with role/isAdmin/emailVerified → 400 and nothing is created", async () => {
    for (const extra of [
      { role: "admin" },
      { isAdmin: true },
      { emailVerified: true },
      { id: "chosen-id" },
    ]) {
      const u = newUser("escalate");
      const { res } = await leavesDatabaseUnchanged(t.db, () => signUp(t.app, { ...u, ...extra }));
      expect(res.statusCode).toBe(400);
    }
  });

  it('row 2: PUT /api/user/me {"role":"admin","isAdmin":true,"email":"other"} → 400; GET /api/admin/me stays {admin:false}', async () => {
    const res = await leavesDatabaseUnchanged(t.db, () =>
      requestToken(t.app, a.cookie, a.email, { role: "admin", isAdmin: true, email: "other@x.com" }),
    );
    expect(res.statusCode).toBe(400);
    expect((await adminOf(a.token, a.email)).json()).toEqual({ admin: false });
  });

  it("row 2: update-user may not set role, email, emailVerified or the second factor → 400, account unchanged", async () => {
    for (const change of [
      { role: "admin" },
      { email: "other@x.com" },
      { emailVerified: true },
      { twoFactorEnabled: false },
      { phoneNumber: "+15550001111", phoneNumberVerified: true },
    ]) {
      const res = await leavesDatabaseUnchanged(t.db, () =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/update-user",
          headers: browser(a.cookie),
          payload: change,
        }),
      );
      expect(res.statusCode).toBe(400);
    }
    expect(await roleOf(a.email)).toBe("customer");
  });
});

describe("row 4: no admin-flag oracle, no user enumeration", () => {
  it("row 4: GET /api/admin/ceo@shop.com without a token → 401", async () => {
    expect((await adminOf(null, "ceo@shop.com")).statusCode).toBe(401);
    expect((await adminOf(null, adm.email)).statusCode).toBe(401);
  });

  it("row 4: a customer asking about the admin, B or an unknown email gets the same 403", async () => {
    const answers = [];
    for (const email of [adm.email, b.email, "nobody-at-all@example.test"]) {
      const res = await adminOf(a.token, email);
      expect(res.statusCode).toBe(403);
      answers.push({ ...res.json(), requestId: "" });
    }
    expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1);
    expect((await adminOf(a.token, a.email)).json()).toEqual({ admin: false });
  });
});

describe("row 6: unsigned tokens (alg: none)", () => {
  it("row 6: alg:none token → 401, whatever the spelling, with or without a signature", async () => {
    const admin = { ...freshClaims(adm.token), role: "admin", email: "admin@shop.com" };
    const realSignature = adm.token.split(".")[2]!;
    for (const alg of ["none", "None", "NONE", "nOnE"]) {
      const unsigned = `${b64url({ alg, typ: "JWT" })}.${b64url(admin)}.`;
      const keptSignature = `${b64url({ alg, typ: "JWT" })}.${b64url(admin)}.${realSignature}`;
      const noDot = `${b64url({ alg, typ: "JWT" })}.${b64url(admin)}`;
      for (const token of [unsigned, keptSignature, noDot]) {
        expect((await orderAs(token, bOrder)).statusCode).toBe(401);
        expect((await adminOf(token, b.email)).statusCode).toBe(401);
      }
    }
    // Control: the admin's real token reads B's order.
    expect((await orderAs(adm.token, bOrder)).statusCode).toBe(200);
  });
});

describe("row 7: forged signatures, algorithm confusion, keys named by the token", () => {
  it("row 7: HS256 signed with a guessed secret (secret, changeme, empty, the raw auth secret) → 401", async () => {
    const claims = freshClaims(a.token);
    for (const guess of ["secret", "changeme", "", testConfig.authSecret!, "x-part"]) {
      const token = handMadeJwt({ alg: "HS256", typ: "JWT" }, claims, guess);
      expect((await ownOrders(token, a.email)).statusCode).toBe(401);
    }
    // Control: the same claims with the server's key are accepted, so only the key was wrong.
    expect((await ownOrders(signedWithServerKey(claims), a.email)).statusCode).toBe(200);
  });

  it("row 7: the server's own key under another algorithm (HS384, HS512) → 401", async () => {
    const claims = freshClaims(a.token);
    for (const [alg, hash] of [
      ["HS384", "sha384"],
      ["HS512", "sha512"],
    ] as const) {
      const token = handMadeJwt({ alg, typ: "JWT" }, claims, apiTokenKey(), hash);
      expect((await ownOrders(token, a.email)).statusCode).toBe(401);
    }
  });

  it("row 7: a key carried or named by the token (jwk, jku, x5u, kid) is never used → 401", async () => {
    const claims = freshClaims(a.token);
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const jwk = await exportJWK(publicKey);
    const embedded = await new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", typ: "JWT", jwk })
      .sign(privateKey);
    expect((await ownOrders(embedded, a.email)).statusCode).toBe(401);
    // RS→HS confusion: the attacker's "public key" used as an HMAC secret.
    const confused = handMadeJwt(
      { alg: "HS256", typ: "JWT", jwk },
      claims,
      publicKey.export({ type: "spki", format: "pem" }),
    );
    expect((await ownOrders(confused, a.email)).statusCode).toBe(401);
    const attackerKey = "attacker-controlled-key-0123456789abcdef";
    for (const header of [
      { jku: "https://evil.example/jwks.json" },
      { x5u: "https://evil.example/cert.pem" },
      { kid: "../../../../dev/null" },
      { kid: "' UNION SELECT 'attacker-controlled-key-0123456789abcdef' --" },
      { jwk: { kty: "oct", k: b64url(attackerKey) } },
    ]) {
      const token = handMadeJwt({ alg: "HS256", typ: "JWT", ...header }, claims, attackerKey);
      expect((await ownOrders(token, a.email)).statusCode).toBe(401);
    }
  });

  it("row 7: an AUTH_SECRET shorter than 32 characters stops the server at configuration", () => {
    for (const AUTH_SECRET of ["secret", "changeme", "x".repeat(31)])
      expect(() => loadConfig({ AUTH_SECRET })).toThrow(ConfigError);
  });

  it("row 7: a short or empty auth-secret file in DATA_DIR is never used as the key", async () => {
    // Without AUTH_SECRET the server keeps a generated secret in DATA_DIR/auth-secret. A short file (an
    // operator's "changeme") or an empty one (a crash between creating and writing it) must not become the
    // key: the server must refuse to start or replace it. A token made with the key anyone can derive from
    // such a secret must never be accepted.
    const problems: string[] = [];
    for (const content of ["", "changeme"]) {
      const dir = await mkdtemp(path.join(tmpdir(), "xpart-secret-"));
      try {
        await writeFile(path.join(dir, "auth-secret"), content);
        const secret = await resolveAuthSecret(undefined, dir).catch(() => null);
        if (secret !== null && secret.length < 32)
          problems.push(`DATA_DIR/auth-secret ${JSON.stringify(content)} → secret ${JSON.stringify(secret)}`);
        const app = await createTestApp({ authSecret: undefined, dataDir: dir }).catch(() => null);
        if (app) {
          try {
            const victim = await customer(app.app);
            const { sub, sid, email } = claimsOf(victim.token);
            const iat = nowSeconds();
            const forged = handMadeJwt(
              { alg: "HS256", typ: "JWT" },
              { email, sid, sub, iss: "x-part", aud: "x-part-api", iat, exp: iat + 900 },
              apiTokenKey(content),
            );
            const res = await app.app.inject({
              method: "GET",
              url: `/api/orders?email=${encodeURIComponent(email)}`,
              headers: bearer(forged),
            });
            if (res.statusCode !== 401)
              problems.push(
                `started with auth-secret ${JSON.stringify(content)}; a token signed with the key derived from it → ${res.statusCode}`,
              );
          } finally {
            await app.close();
          }
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("row 8: expired or tampered tokens", () => {
  it("row 8: an expired token, correctly signed → 401", async () => {
    const iat = nowSeconds() - 20 * 60;
    const expired = signedWithServerKey({ ...freshClaims(a.token), iat, exp: iat + 15 * 60 });
    expect((await ownOrders(expired, a.email)).statusCode).toBe(401);
  });

  it('row 8: a payload edited to "role":"admin" or to another subject, keeping the signature → 401', async () => {
    const [header, payload, signature] = a.token.split(".");
    const original = claimsOf(a.token);
    const bClaims = claimsOf(b.token);
    for (const edited of [
      { ...original, role: "admin" },
      { ...original, email: adm.email },
      { ...original, sub: bClaims.sub, sid: bClaims.sid },
      { ...original, exp: original.exp + 3600 },
    ]) {
      const token = `${header}.${b64url(edited)}.${signature}`;
      expect((await orderAs(token, bOrder)).statusCode).toBe(401);
      expect((await ownOrders(token, a.email)).statusCode).toBe(401);
    }
    expect(`${header}.${payload}.${signature}`).toBe(a.token);
  });

  it("row 8: a correctly signed token claiming role admin or another email gets nothing more (identity from the database)", async () => {
    const token = signedWithServerKey({ ...freshClaims(a.token), role: "admin", email: adm.email });
    expect((await adminOf(token, b.email)).statusCode).toBe(403);
    expect((await orderAs(token, bOrder)).statusCode).toBe(404);
    expect((await adminOf(token, a.email)).json()).toEqual({ admin: false });
  });
});

describe("finding 11: every claim is required and the lifetime capped, even under a good signature", () => {
  it("finding 11: a correctly made token (control) → 200", async () => {
    expect((await ownOrders(signedWithServerKey(freshClaims(a.token)), a.email)).statusCode).toBe(200);
  });

  it.each(["exp", "iat", "iss", "aud", "sid", "sub"])(
    "finding 11: a correctly signed token with no %s is refused → 401",
    async (claim) => {
      const token = signedWithServerKey(withoutClaim(freshClaims(a.token), claim));
      expect((await ownOrders(token, a.email)).statusCode).toBe(401);
    },
  );

  it("finding 11: a token minted to live longer than 15 minutes → 401", async () => {
    const claims = freshClaims(a.token);
    for (const lifetime of [15 * 60 + 60, 24 * 3600, 10 * 365 * 24 * 3600]) {
      const token = signedWithServerKey({ ...claims, exp: claims.iat + lifetime });
      expect((await ownOrders(token, a.email)).statusCode).toBe(401);
    }
  });

  it("finding 11: a token issued in the future, or more than 15 minutes ago but not yet expired → 401", async () => {
    const claims = freshClaims(a.token);
    const future = signedWithServerKey({ ...claims, iat: claims.iat + 3600, exp: claims.iat + 3600 + 900 });
    expect((await ownOrders(future, a.email)).statusCode).toBe(401);
    const old = signedWithServerKey({ ...claims, iat: claims.iat - 1000, exp: claims.iat + 100 });
    expect((await ownOrders(old, a.email)).statusCode).toBe(401);
  });

  it("finding 11: a wrong issuer or audience → 401", async () => {
    const claims = freshClaims(a.token);
    for (const change of [
      { iss: "someone-else" },
      { aud: "another-api" },
      { aud: ["x-part-api", "another-api"], iss: "evil" },
    ]) {
      expect((await ownOrders(signedWithServerKey({ ...claims, ...change }), a.email)).statusCode).toBe(401);
    }
  });

  it("finding 11: claims of the wrong type or a session of another user → 401", async () => {
    const claims = freshClaims(a.token);
    for (const change of [
      { sub: 1 },
      { sid: [claims.sid] },
      { exp: String(claims.exp) },
      { sid: claimsOf(b.token).sid },
      { sid: "00000000-0000-4000-8000-000000000000" },
    ]) {
      expect((await ownOrders(signedWithServerKey({ ...claims, ...change }), a.email)).statusCode).toBe(401);
    }
  });
});

describe("row 9: privileges and existence are read from the database on every request", () => {
  it("row 9: a demoted admin keeps the token but loses admin access on the next request", async () => {
    const ex = await customer(t.app);
    await setRole(t.db, ex.email, "admin");
    expect((await orderAs(ex.token, bOrder)).statusCode).toBe(200);
    expect((await adminOf(ex.token, b.email)).statusCode).toBe(200);
    await setRole(t.db, ex.email, "customer");
    expect((await orderAs(ex.token, bOrder)).statusCode).toBe(404);
    expect((await adminOf(ex.token, b.email)).statusCode).toBe(403);
  });

  it("row 9: a deleted user's token → 401 at once", async () => {
    const gone = await customer(t.app);
    expect((await ownOrders(gone.token, gone.email)).statusCode).toBe(200);
    await t.db.delete(user).where(eq(user.email, gone.email));
    expect((await ownOrders(gone.token, gone.email)).statusCode).toBe(401);
    expect((await adminOf(gone.token, gone.email)).statusCode).toBe(401);
  });

  it("row 9: a session ended on the server (expired or removed) ends its token at once", async () => {
    const c = await customer(t.app);
    const { sid } = claimsOf(c.token);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, sid));
    expect((await ownOrders(c.token, c.email)).statusCode).toBe(401);
    const d = await customer(t.app);
    await t.db.delete(session).where(eq(session.id, claimsOf(d.token).sid));
    expect((await ownOrders(d.token, d.email)).statusCode).toBe(401);
  });
});

describe("row 10: brute force, and spoofed client addresses", () => {
  const SPOOFED = {
    "x-forwarded-for": "10.0.0.7",
    "x-real-ip": "10.0.0.8",
    "x-xpart-client-ip": "10.0.0.9",
    forwarded: "for=10.0.0.10",
    "cf-connecting-ip": "10.0.0.11",
    "true-client-ip": "10.0.0.12",
  };

  it("row 10: no request header changes the client address the limits are keyed on", async () => {
    const c = await customer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: SPOOFED,
      payload: { email: c.email, password: c.password },
    });
    expect(res.statusCode).toBe(200);
    const sessionCookie = cookiesOf(res);
    const found = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: browser(sessionCookie),
    });
    const rows = await t.db
      .select({ ip: session.ipAddress })
      .from(session)
      .where(eq(session.id, found.json().session.id as string));
    expect(rows).toEqual([{ ip: "127.0.0.1" }]);
  });

  it("row 10: wrong passwords from rotating X-Forwarded-For addresses still lock the account; the right password waits too and no session is made", async () => {
    const c = await customer(t.app);
    const before = await snapshot(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { ...SPOOFED, "x-forwarded-for": `10.0.0.${i + 1}`, "x-real-ip": `10.0.1.${i + 1}` },
        payload: { email: c.email, password: `wrong-guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const right = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "x-forwarded-for": "192.0.2.200" },
      payload: { email: c.email, password: c.password },
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect(cookiesOf(right)).toBe("");
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe("finding 10: the API token stops working at once after sign-out", () => {
  it("finding 10: after POST /api/auth/sign-out the old token → 401 on GET /api/orders?email=<own>", async () => {
    const c = await customer(t.app);
    expect((await ownOrders(c.token, c.email)).statusCode).toBe(200);
    const out = await signOut(t.app, c.cookie);
    expect(out.statusCode).toBe(200);
    expect((await ownOrders(c.token, c.email)).statusCode).toBe(401);
    // A token freshly re-signed with the ended session's id is refused as well.
    expect((await ownOrders(signedWithServerKey(freshClaims(c.token)), c.email)).statusCode).toBe(401);
    expect((await requestToken(t.app, c.cookie, c.email)).statusCode).toBe(401);
  });

  it("finding 10: signing out one session leaves the same user's other session and its token working", async () => {
    const c = await customer(t.app);
    const second = await signIn(t.app, c.email, c.password);
    const secondToken = (await requestToken(t.app, second.cookie, c.email)).json().token as string;
    await signOut(t.app, c.cookie);
    expect((await ownOrders(c.token, c.email)).statusCode).toBe(401);
    expect((await ownOrders(secondToken, c.email)).statusCode).toBe(200);
  });
});
