import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { newUser, signIn, signUp } from "../../../test/auth-helpers.js";
import { openTestDatabase, testConfig } from "../../../test/test-app.js";
import { buildApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/client.js";

import { findUserByEmail } from "./accounts.service.js";
import { account, user } from "./accounts.tables.js";
import { FIRST_ADMIN_EMAIL, INITIAL_PASSWORD_FILE } from "./first-admin.js";

let database: DatabaseHandle;
let dataDir: string;
beforeEach(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "xpart-first-admin-"));
});
afterEach(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A start as `npm start` makes one (listening, so the summary is written), answering what it logged. */
async function start() {
  const lines: string[] = [];
  const app = await buildApp(
    { ...testConfig, dataDir, firstAdmin: true, logLevel: "info" },
    { database: database, logStream: { write: (line) => lines.push(line) } },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  await app.close();
  const summary = lines
    .map((l) => JSON.parse(l) as { msg?: string })
    .find((l) => l.msg?.startsWith("X-Part is ready"));
  return { app, summary: summary?.msg ?? "" };
}

describe("the first start's owner account (issue 22)", () => {
  it("issue 22: makes the owner an admin, prints its password once, keeps it in DATA_DIR until it is changed", async () => {
    const first = await start();
    const password = /password (\S+): sign in at http:\/\/127\.0\.0\.1\/login/.exec(first.summary)?.[1];
    expect(password).toBeDefined();
    const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
    expect((await readFile(file, "utf8")).trim()).toBe(password);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await findUserByEmail(database.db, FIRST_ADMIN_EMAIL)).toMatchObject({ role: "admin" });

    const again = await start();
    expect(again.summary).not.toContain(password);
    expect(again.summary).toContain(`${FIRST_ADMIN_EMAIL}: its first password is in ${file}`);
    const app = await buildApp({ ...testConfig, dataDir }, { database });
    expect((await signIn(app, FIRST_ADMIN_EMAIL, password!)).res.statusCode).toBe(200);
    await app.close();

    const owner = await findUserByEmail(database.db, FIRST_ADMIN_EMAIL);
    await database.db
      .update(account)
      .set({ password: await hashPassword("the-owners-own-choice-7") })
      .where(and(eq(account.userId, owner!.id), eq(account.providerId, "credential")));
    const changed = await start();
    expect(existsSync(file)).toBe(false);
    expect(changed.summary).not.toContain(FIRST_ADMIN_EMAIL);
  });

  it("issue 22: a shop that already has an admin gets no owner account", async () => {
    const app = await buildApp({ ...testConfig, dataDir }, { database });
    const someone = newUser("boss");
    await signUp(app, someone);
    await app.close();
    await database.db.update(user).set({ role: "admin" }).where(eq(user.email, someone.email));
    await start();
    expect(await findUserByEmail(database.db, FIRST_ADMIN_EMAIL)).toBeNull();
    expect(existsSync(path.join(dataDir, INITIAL_PASSWORD_FILE))).toBe(false);
  });
});
