import { setTimeout as sleep } from "node:timers/promises";

import { ACCESS_TEXTS, AUDIT_ACTORS } from "@xpart/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../src/app.js";
import { findUserByEmail } from "../src/modules/accounts/accounts.service.js";
import { user } from "../src/modules/accounts/accounts.tables.js";
import { runAdminCommand } from "../src/modules/accounts/admin-command.js";
import { demoteUser, promoteUser, removeUser } from "../src/modules/accounts/user-admin.service.js";

import {
  anAdmin,
  api,
  auditSince,
  lastAuditId,
  promotionRecord,
  unchanged,
  userIdOf,
} from "./admin-fixtures.js";
import type { TestApp } from "./attacks/fixtures.js";
import { customer, newUser, signUp } from "./auth-helpers.js";
import { onPostgres } from "./postgres.js";
import { createTestApp, testConfig } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (email: string) => encodeURIComponent(email);
const demote = (email: string, token: string) =>
  api(t.app, "DELETE", `/api/user/admin/${path(email)}`, token);
const roleOf = async (email: string) => (await findUserByEmail(t.db, email))?.role;

describe("L9: a role change reads its caller's role under the admins' lock", () => {
  it("L9: an admin demoted or removed while their request waited for the lock can no longer promote, demote or remove (forced interleaving)", async () => {
    const [a, b, c] = [await anAdmin(t.app, t.db), await anAdmin(t.app, t.db), await anAdmin(t.app, t.db)];
    const someone = await customer(t.app);
    // A fourth admin stays, so the last-admin rule decides nothing here.
    await anAdmin(t.app, t.db);
    // B's and C's requests have passed the admin check (the role read on every request) and wait for the lock.
    const inFlightB = (await findUserByEmail(t.db, b.email))!;
    const inFlightC = (await findUserByEmail(t.db, c.email))!;
    // Meanwhile A demotes B and removes C.
    expect((await demote(b.email, a.token)).statusCode).toBe(200);
    expect((await api(t.app, "DELETE", `/api/user/${path(c.email)}`, a.token)).statusCode).toBe(200);
    await unchanged(t.db, async () => {
      for (const caller of [inFlightB, inFlightC]) {
        await expect(demoteUser(t.db, caller, a.email)).rejects.toThrow(ACCESS_TEXTS.notAuthorized);
        await expect(promoteUser(t.db, caller, someone.email)).rejects.toThrow(ACCESS_TEXTS.notAuthorized);
        await expect(removeUser(t.db, caller, a.email)).rejects.toThrow(ACCESS_TEXTS.notAuthorized);
      }
    });
    expect(await roleOf(a.email)).toBe("admin");
    expect(await roleOf(someone.email)).toBe("customer");
  });
});

describe.skipIf(!onPostgres)(
  "L9: on PostgreSQL, requests really in flight (PostgreSQL only: PGlite serialises queries)",
  () => {
    const waitingForTheLock = async () => {
      const rows = await t.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };

    it("L9: a demote waiting for the admins' lock while its caller is demoted is refused with 403", async () => {
      const [a, b] = [await anAdmin(t.app, t.db), await anAdmin(t.app, t.db)];
      let request!: ReturnType<typeof demote>;
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounts:admins'))`);
        // B asks to demote A: the admin check passes, then the request waits for the lock held here.
        request = demote(a.email, b.token);
        while ((await waitingForTheLock()) === 0) await sleep(10);
        // Another admin demotes B meanwhile (committed with this transaction, before B's gets the lock).
        await tx.update(user).set({ role: "customer" }).where(eq(user.email, b.email));
      });
      const answer = await request;
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(ACCESS_TEXTS.notAuthorized);
      expect(await roleOf(a.email)).toBe("admin");
    }, 30_000);

    it("L9: two admins demoting each other at once, twelve times: exactly one of the two succeeds each time", async () => {
      // A third admin stays, so the last-admin rule never decides the race.
      await anAdmin(t.app, t.db);
      for (let round = 0; round < 12; round++) {
        const [x, y] = [await anAdmin(t.app, t.db), await anAdmin(t.app, t.db)];
        const answers = await Promise.all([demote(y.email, x.token), demote(x.email, y.token)]);
        expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 403]);
        expect([await roleOf(x.email), await roleOf(y.email)].sort()).toEqual(["admin", "customer"]);
      }
    }, 60_000);
  },
);

describe("I1: role changes made outside the API are in the audit trail", () => {
  it("I1: npm run admin -- promote and demote are recorded, with the operator's command line as the actor", async () => {
    const u = newUser("operator");
    await signUp(t.app, u);
    const id = await userIdOf(t.db, u.email);
    const since = await lastAuditId(t.db);
    expect(await runAdminCommand(t.db, ["promote", u.email], u.password)).toMatchObject({ code: 0 });
    // Already an admin: nothing changes, nothing more is recorded.
    expect(await runAdminCommand(t.db, ["promote", u.email], u.password)).toMatchObject({ code: 0 });
    expect(await runAdminCommand(t.db, ["demote", u.email])).toMatchObject({ code: 0 });
    // Refused: no record.
    expect(await runAdminCommand(t.db, ["promote", u.email])).toMatchObject({ code: 1 });
    const recorded = await auditSince(t.db, since);
    const actor = { actorId: AUDIT_ACTORS.commandLine.id, actorEmail: AUDIT_ACTORS.commandLine.email };
    expect(recorded).toEqual([
      expect.objectContaining({
        ...actor,
        ...(await promotionRecord(t.db, u.email)),
      }),
      expect.objectContaining({
        ...actor,
        action: "user.demote",
        targetId: id,
        before: { email: u.email, role: "admin" },
        after: { email: u.email, role: "customer" },
      }),
    ]);
    // The Activity page lists them under that actor.
    const admin = await anAdmin(t.app, t.db);
    const listed = await api(
      t.app,
      "GET",
      `/api/activity?actor=${encodeURIComponent(AUDIT_ACTORS.commandLine.email)}&targetId=${id}`,
      admin.token,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((e: { action: string }) => e.action)).toEqual(["user.demote", "user.promote"]);
  });

  it("I1: the ADMIN_EMAIL bootstrap's promotions are recorded, with the bootstrap as the actor, once", async () => {
    const actor = { actorId: AUDIT_ACTORS.bootstrap.id, actorEmail: AUDIT_ACTORS.bootstrap.email };
    const start = async (admin: { email: string; password: string }) =>
      (await buildApp({ ...testConfig, admin }, { database: t.database })).close();

    // An account the bootstrap creates, across two starts.
    const made = { email: `owner-${Date.now()}@example.test`, password: "owner-pass-9" };
    let since = await lastAuditId(t.db);
    await start(made);
    await start(made);
    expect(await auditSince(t.db, since)).toEqual([
      expect.objectContaining({
        ...actor,
        action: "user.promote",
        targetId: await userIdOf(t.db, made.email),
        before: { email: made.email, role: "customer" },
        after: { email: made.email, role: "admin" },
      }),
    ]);

    // An existing account whose password is ADMIN_PASSWORD.
    const existing = newUser("boss");
    await signUp(t.app, existing);
    since = await lastAuditId(t.db);
    await start({ email: existing.email, password: existing.password });
    expect(await auditSince(t.db, since)).toEqual([
      expect.objectContaining({
        ...actor,
        action: "user.promote",
        targetId: await userIdOf(t.db, existing.email),
      }),
    ]);
  });
});
