import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { newUser, signIn, signUp } from "../../../test/auth-helpers.js";
import { createTestApp, openTestDatabase, testConfig } from "../../../test/test-app.js";
import { buildApp } from "../../app.js";

import { findUserByEmail } from "./accounts.service.js";
import { user } from "./accounts.tables.js";
import { runAdminCommand } from "./admin-command.js";

describe("ADMIN_EMAIL and ADMIN_PASSWORD (ROLE-11)", () => {
  it("creates the admin account at start-up, and keeps it an admin across restarts", async () => {
    const database = await openTestDatabase();
    const admin = { email: "owner@example.test", password: "owner-pass" };
    try {
      const app = await buildApp({ ...testConfig, admin }, { database });
      expect(await findUserByEmail(database.db, admin.email)).toMatchObject({ role: "admin" });
      const { res } = await signIn(app, admin.email, admin.password);
      expect(res.statusCode).toBe(200);
      await app.close();
      const again = await buildApp({ ...testConfig, admin }, { database });
      expect(await findUserByEmail(database.db, admin.email)).toMatchObject({ role: "admin" });
      await again.close();
    } finally {
      await database.close();
    }
  });

  it("finding 2: a stranger who registered ADMIN_EMAIL first is not promoted; the operator's password proves it", async () => {
    const t = await createTestApp();
    const stranger = newUser("boss");
    await signUp(t.app, stranger);
    await t.app.close();
    const start = async (password: string | undefined) => {
      const app = await buildApp(
        { ...testConfig, admin: { email: stranger.email, password } },
        { database: t.database },
      );
      await app.close();
    };
    await start(undefined);
    expect(await findUserByEmail(t.db, stranger.email)).toMatchObject({ role: "customer" });
    await start("the-operators-own-pass");
    expect(await findUserByEmail(t.db, stranger.email)).toMatchObject({ role: "customer" });
    // The account's own password is the operator's proof.
    await start(stranger.password);
    expect(await findUserByEmail(t.db, stranger.email)).toMatchObject({ role: "admin" });
    await t.database.close();
  });

  it("creates no account without ADMIN_PASSWORD, and none with a common one", async () => {
    const t = await createTestApp();
    await t.app.close();
    for (const password of [undefined, "password1"]) {
      const app = await buildApp(
        { ...testConfig, admin: { email: "ghost@example.test", password } },
        { database: t.database },
      );
      await app.close();
    }
    expect(await findUserByEmail(t.db, "ghost@example.test")).toBeNull();
    await t.database.close();
  });
});

describe("npm run admin -- promote|demote <email>", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("promotes an account whose address is verified, and demotes it", async () => {
    const u = newUser();
    await signUp(t.app, u);
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, u.email));
    expect(await runAdminCommand(t.db, ["promote", u.email.toUpperCase()])).toMatchObject({ code: 0 });
    expect(await findUserByEmail(t.db, u.email)).toMatchObject({ role: "admin" });
    expect(await runAdminCommand(t.db, ["demote", u.email])).toMatchObject({ code: 0 });
    expect(await findUserByEmail(t.db, u.email)).toMatchObject({ role: "customer" });
  });

  it("issue 15: refuses an unverified address unless the account's own password is given (ACCOUNT_PASSWORD)", async () => {
    const stranger = newUser("owner");
    await signUp(t.app, stranger);
    const refused = await runAdminCommand(t.db, ["promote", stranger.email]);
    expect(refused).toMatchObject({
      code: 1,
      message: expect.stringContaining("has not verified its address"),
    });
    expect(await runAdminCommand(t.db, ["promote", stranger.email], "the-operators-guess")).toMatchObject({
      code: 1,
      message: expect.stringContaining("is not this account's password"),
    });
    expect(await findUserByEmail(t.db, stranger.email)).toMatchObject({ role: "customer" });
    expect(await runAdminCommand(t.db, ["promote", stranger.email], stranger.password)).toMatchObject({
      code: 0,
    });
    expect(await findUserByEmail(t.db, stranger.email)).toMatchObject({ role: "admin" });
  });

  it.each([[[]], [["promote"]], [["delete", "a@b.co"]], [["promote", "a@b.co", "extra"]]])(
    "prints the usage for %j",
    async (args) => {
      expect(await runAdminCommand(t.db, args)).toMatchObject({
        code: 2,
        message: expect.stringContaining("usage"),
      });
    },
  );

  it("says so when no account has the email", async () => {
    expect(await runAdminCommand(t.db, ["promote", "nobody@example.test"])).toMatchObject({ code: 1 });
  });
});

describe("AUTH_SECRET", () => {
  it("is generated once into DATA_DIR when not given, and reused", async () => {
    const { resolveAuthSecret } = await import("../../auth-secret.js");
    const dir = await mkdtemp(path.join(tmpdir(), "xpart-secret-"));
    try {
      const first = await resolveAuthSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await resolveAuthSecret(undefined, dir)).toBe(first);
      const other = await mkdtemp(path.join(tmpdir(), "xpart-secret-"));
      expect(await resolveAuthSecret(undefined, other)).not.toBe(first);
      await rm(other, { recursive: true, force: true });
      expect(await resolveAuthSecret("given-secret-given-secret-given-secret", dir)).toBe(
        "given-secret-given-secret-given-secret",
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
