import { ACCESS_TEXTS, ADMIN_USER_TEXTS, type AdminUser } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findUserByEmail } from "../src/modules/accounts/accounts.service.js";
import { session, user } from "../src/modules/accounts/accounts.tables.js";
import { removeUser } from "../src/modules/accounts/user-admin.service.js";
import { orders } from "../src/modules/orders/orders.tables.js";

import {
  anAdmin,
  api,
  lastAuditId,
  oneAuditRowSince,
  promotionRecord,
  unchanged,
  userIdOf,
  type Account,
} from "./admin-fixtures.js";
import { shop, type TestApp } from "./attacks/fixtures.js";
import { customer, newUser, requestToken, signIn } from "./auth-helpers.js";
import { addProduct } from "./catalog-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * The All Users routes (issue 10 item 6; checklist §2.20 USERS-01–08, journey J8): list, promote, demote and
 * "Remove User". Each change writes one audit row; each refusal leaves the database (audit trail included)
 * as it was. Role and removal are read on every request, so they take effect on the very next call.
 */
let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await anAdmin(t.app, t.db);
});
afterAll(() => t.close());

const path = (email: string) => encodeURIComponent(email);
const promote = (email: string, token = admin.token) =>
  api(t.app, "PUT", `/api/user/admin/${path(email)}`, token);
const demote = (email: string, token = admin.token) =>
  api(t.app, "DELETE", `/api/user/admin/${path(email)}`, token);
const remove = (email: string, token = admin.token) =>
  api(t.app, "DELETE", `/api/user/${path(email)}`, token);
const isAdmin = async (email: string) => (await findUserByEmail(t.db, email))?.role === "admin";
/** A route only admins pass: 200 proves the token is an admin's right now. */
const adminOnly = (token: string) => api(t.app, "GET", "/api/allOrders/counts", token);

describe("GET /api/user", () => {
  it("USERS-01: lists accounts oldest first with _id, email, name, role, createdAt and disabled, and no secrets", async () => {
    const c = await customer(t.app);
    const res = await api(t.app, "GET", "/api/user", admin.token);
    expect(res.statusCode).toBe(200);
    const users = res.json() as AdminUser[];
    expect(Number(res.headers["x-total-count"])).toBe(users.length);
    for (const u of users)
      expect(Object.keys(u).sort()).toEqual(["_id", "createdAt", "disabled", "email", "name", "role"]);
    const created = users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort());
    expect(users.find((u) => u.email === c.email)).toEqual({
      _id: await userIdOf(t.db, c.email),
      email: c.email,
      name: c.name,
      role: "customer",
      createdAt: expect.any(String),
      disabled: false,
    });
    expect(users.find((u) => u.email === admin.email)).toMatchObject({ role: "admin" });
    expect(res.body).not.toMatch(/password|scrypt|"token"|secret|session/i);
    expect(res.body).not.toContain(c.password);
  });

  it("USERS-01: searches by part of the email, any case; '%' and '_' are literal; pages with limit and offset", async () => {
    const c = await customer(t.app, newUser("findme"));
    const q = async (text: string) =>
      (
        (
          await api(t.app, "GET", `/api/user?q=${encodeURIComponent(text)}`, admin.token)
        ).json() as AdminUser[]
      ).map((u) => u.email);
    expect(await q("FINDME")).toEqual([c.email]);
    expect(await q("%")).toEqual([]);
    expect(await q("_")).toEqual([]);
    expect(await q("find%me")).toEqual([]);
    const page = await api(t.app, "GET", "/api/user?limit=1&offset=1", admin.token);
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers["x-total-count"])).toBeGreaterThan(2);
    for (const bad of ["?limit=0", "?limit=101", "?role=admin", "?q=a%00b"])
      expect((await api(t.app, "GET", `/api/user${bad}`, admin.token)).statusCode, bad).toBe(400);
  });

  it("admins only: anonymous 401, a customer 403 with 'You are not authorized to do this'", async () => {
    const c = await customer(t.app);
    expect((await api(t.app, "GET", "/api/user")).statusCode).toBe(401);
    const res = await api(t.app, "GET", "/api/user", c.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCESS_TEXTS.notAuthorized);
  });
});

describe("PUT /api/user/admin/:email (Make Admin)", () => {
  it("USERS-03: promotes a customer at once (their open token passes admin routes on its next call); one audit row", async () => {
    const c = await customer(t.app);
    expect((await adminOnly(c.token)).statusCode).toBe(403);
    const since = await lastAuditId(t.db);
    const res = await promote(c.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await isAdmin(c.email)).toBe(true);
    expect((await adminOnly(c.token)).statusCode).toBe(200);
    expect((await api(t.app, "GET", `/api/admin/${path(c.email)}`, c.token)).json()).toEqual({ admin: true });
    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      actorId: await userIdOf(t.db, admin.email),
      actorEmail: admin.email,
      ...(await promotionRecord(t.db, c.email)),
    });
    // Already an admin: nothing to change, nothing recorded.
    const again = await unchanged(t.db, () => promote(c.email));
    expect(again.json()).toEqual({ modifiedCount: 0 });
  });

  it("USERS-04 / J8: a customer's PUT /api/user/admin/{own email} is 403 'You are not authorized to do this', and so is a demoted admin's; nothing changes", async () => {
    const c = await customer(t.app);
    const second = await anAdmin(t.app, t.db);
    expect((await demote(second.email)).statusCode).toBe(200);
    await unchanged(t.db, async () => {
      for (const token of [c.token, second.token]) {
        const res = await promote(c.email, token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ACCESS_TEXTS.notAuthorized);
      }
      expect((await promote(c.email, "")).statusCode).toBe(401);
      // A role in the body is refused even for an admin.
      const withRole = await api(t.app, "PUT", `/api/user/admin/${path(c.email)}`, admin.token, {
        role: "admin",
      });
      expect(withRole.statusCode).toBe(400);
    });
    expect(await isAdmin(c.email)).toBe(false);
  });

  it("an unknown email is a 404 for promote, demote and remove; nothing changes", async () => {
    await unchanged(t.db, async () => {
      for (const call of [promote, demote, remove]) {
        const res = await call("nobody-here@example.test");
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(ADMIN_USER_TEXTS.userNotFound);
      }
    });
  });
});

describe("DELETE /api/user/admin/:email (demote)", () => {
  it("demotes an admin at once (their open token loses admin routes on its next call); one audit row", async () => {
    const second = await anAdmin(t.app, t.db);
    expect((await adminOnly(second.token)).statusCode).toBe(200);
    const since = await lastAuditId(t.db);
    const res = await demote(second.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await adminOnly(second.token)).statusCode).toBe(403);
    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      actorEmail: admin.email,
      action: "user.demote",
      targetId: await userIdOf(t.db, second.email),
      before: { role: "admin" },
      after: { role: "customer" },
    });
  });

  it("a customer is not an admin to demote (409); the last admin cannot be demoted, not even by themself (409); nothing changes", async () => {
    const own = await createTestApp();
    try {
      const only = await anAdmin(own.app, own.db);
      const c = await customer(own.app);
      const call = (email: string, token: string) =>
        api(own.app, "DELETE", `/api/user/admin/${path(email)}`, token);
      const notAdmin = await unchanged(own.db, () => call(c.email, only.token));
      expect(notAdmin.statusCode).toBe(409);
      expect(notAdmin.json().message).toBe(ADMIN_USER_TEXTS.notAnAdmin);
      const last = await unchanged(own.db, () => call(only.email, only.token));
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe(ADMIN_USER_TEXTS.lastAdmin);
      // With a second admin, the first may step down; then the second is the last.
      const other = await anAdmin(own.app, own.db);
      expect((await call(only.email, only.token)).statusCode).toBe(200);
      const lastAgain = await unchanged(own.db, () => call(other.email, other.token));
      expect(lastAgain.statusCode).toBe(409);
      expect(lastAgain.json().message).toBe(ADMIN_USER_TEXTS.lastAdmin);
    } finally {
      await own.close();
    }
  });
});

describe("DELETE /api/user/:email (Remove User)", () => {
  it("USERS-06/07 / J8: revokes every session and token at once, blocks sign-in, keeps the orders; one audit row", async () => {
    const d = await customer(t.app);
    const productId = await addProduct(t.db);
    const order = await shop(t).order(d.token, productId);
    const second = await signIn(t.app, d.email, d.password);
    expect(second.res.statusCode).toBe(200);
    expect((await api(t.app, "GET", `/api/orders?email=${path(d.email)}`, d.token)).statusCode).toBe(200);

    const since = await lastAuditId(t.db);
    const res = await remove(d.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });

    // The open token is refused on its very next call; both sessions are gone.
    const next = await api(t.app, "GET", `/api/orders?email=${path(d.email)}`, d.token);
    expect(next.statusCode).toBe(401);
    const id = await userIdOf(t.db, d.email);
    expect(await t.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    // No new token from an old cookie, and no new session from the right password.
    for (const cookie of [d.cookie, second.cookie])
      expect((await requestToken(t.app, cookie, d.email)).statusCode).toBe(401);
    const again = await signIn(t.app, d.email, d.password);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json().message).toBe(ADMIN_USER_TEXTS.accountRemoved);
    expect(again.cookie).not.toMatch(/session_token/);
    expect(await t.db.select().from(session).where(eq(session.userId, id))).toEqual([]);

    // The account and its orders are kept; the list shows it removed.
    const [row] = await t.db.select().from(user).where(eq(user.id, id));
    expect(row!.disabledAt).toBeInstanceOf(Date);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, id))).toEqual([
      { id: order._id },
    ]);
    const listed = (await api(t.app, "GET", "/api/user", admin.token)).json() as AdminUser[];
    expect(listed.find((u) => u.email === d.email)).toMatchObject({ disabled: true, role: "customer" });
    const inAllOrders = await api(t.app, "GET", `/api/allOrders?q=${path(d.email)}`, admin.token);
    expect(inAllOrders.json()).toHaveLength(1);

    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      actorEmail: admin.email,
      action: "user.remove",
      targetType: "user",
      targetId: id,
      before: { email: d.email, role: "customer", disabled: false, sessions: 2 },
      after: { email: d.email, role: "customer", disabled: true, sessions: 0 },
    });

    // Removing again, or promoting a removed account: 409, nothing changes.
    await unchanged(t.db, async () => {
      const twice = await remove(d.email);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(ADMIN_USER_TEXTS.alreadyRemoved);
      const promoted = await promote(d.email);
      expect(promoted.statusCode).toBe(409);
      expect(promoted.json().message).toBe(ADMIN_USER_TEXTS.removedUser);
    });
  });

  it("USERS-06: an admin cannot remove themself (409); a customer cannot remove anyone (403); nothing changes", async () => {
    const c = await customer(t.app);
    await unchanged(t.db, async () => {
      const self = await remove(admin.email);
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(ADMIN_USER_TEXTS.notYourself);
      const byCustomer = await remove(admin.email, c.token);
      expect(byCustomer.statusCode).toBe(403);
      expect(byCustomer.json().message).toBe(ACCESS_TEXTS.notAuthorized);
      expect((await remove(c.email, c.token)).statusCode).toBe(403);
      expect((await remove(c.email, "")).statusCode).toBe(401);
    });
    expect((await adminOnly(admin.token)).statusCode).toBe(200);
  });

  it("USERS-08: another admin can be removed while one remains; the last admin who can sign in never is (409)", async () => {
    const own = await createTestApp();
    try {
      const [first, second] = [await anAdmin(own.app, own.db), await anAdmin(own.app, own.db)];
      // Two admins removing each other at once: one succeeds, the other is refused, one admin remains.
      const answers = await Promise.all([
        api(own.app, "DELETE", `/api/user/${path(second.email)}`, first.token),
        api(own.app, "DELETE", `/api/user/${path(first.email)}`, second.token),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
      const refused = answers.find((r) => r.statusCode !== 200)!;
      // 401 when its token died with the removal before the request began, 403 when it was already waiting.
      expect([401, 403]).toContain(refused.statusCode);
      const disabled = async (email: string) =>
        (await own.db.select().from(user).where(eq(user.email, email)))[0]!.disabledAt !== null;
      const survivor = (await disabled(first.email)) ? second : first;
      const removed = survivor === first ? second : first;
      expect(await disabled(survivor.email)).toBe(false);
      expect(await disabled(removed.email)).toBe(true);
      expect((await api(own.app, "GET", "/api/user", survivor.token)).statusCode).toBe(200);
      expect((await api(own.app, "GET", "/api/user", removed.token)).statusCode).toBe(401);
      // The rule itself: only an admin who can sign in, read under the lock (finding L9), removes anyone,
      // and never themself, so the last admin stays; a caller who is no admin in the database is refused.
      const ghost = {
        id: "not-a-user",
        email: "ghost@example.test",
        name: "Ghost",
        role: "admin" as const,
        emailVerified: true,
      };
      await unchanged(own.db, async () => {
        await expect(removeUser(own.db, ghost, survivor.email)).rejects.toThrow(ACCESS_TEXTS.notAuthorized);
      });
    } finally {
      await own.close();
    }
  });
});
