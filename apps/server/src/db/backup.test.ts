import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { bearer, customer, requestToken, signIn } from "../../test/auth-helpers.js";
import { addProduct } from "../../test/catalog-fixtures.js";
import { newDatabase, onPostgres } from "../../test/postgres.js";
import { testConfig } from "../../test/test-app.js";
import { buildApp } from "../app.js";
import type { Config } from "../config.js";
import { LogSmsSender } from "../sms/sms-sender.js";

import { backupDatabase, restoreDatabase } from "./backup.js";
import { openDatabase, type Database } from "./client.js";
import { openConfiguredDatabase, pgliteDirectory } from "./open.js";

let root: string;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "xpart-backup-"));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

/** A store of the pass's kind: a copy of the seeded template, or (`empty`) a new one for the restore. */
async function store(name: string, empty: boolean): Promise<Pick<Config, "databaseUrl" | "dataDir">> {
  const dataDir = path.join(root, name);
  if (onPostgres) {
    const database = await newDatabase(process.env.DATABASE_URL!, empty ? "template0" : undefined);
    cleanups.push(database.drop);
    return { databaseUrl: database.url, dataDir };
  }
  if (!empty) {
    const template = new Blob([await readFile(inject("pgliteTemplate"))]);
    await (await openDatabase({ dataDir: pgliteDirectory({ dataDir }), loadDataDir: template })).close();
  }
  return { databaseUrl: undefined, dataDir };
}

/** The shop on that store for as long as `use` runs. */
async function withShop<T>(
  where: Pick<Config, "databaseUrl" | "dataDir">,
  use: (app: FastifyInstance, db: Database) => Promise<T>,
): Promise<T> {
  const database = await openConfiguredDatabase({ ...where, databasePool: testConfig.databasePool });
  const app = await buildApp({ ...testConfig, ...where }, { database, sms: new LogSmsSender() });
  try {
    return await use(app, database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

const user = { name: "Backed Up", email: "backed-up@example.test", password: "bolt-and-nut-7" };

/** What a customer and a visitor see: the whole catalogue, its categories, the customer's orders. */
async function shopView(app: FastifyInstance, token: string) {
  const get = async (url: string, headers = {}) => {
    const res = await app.inject({ method: "GET", url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json() as unknown;
  };
  return {
    // The newest page: it has the product the test added, past the demo catalogue's first hundred.
    products: await get("/api/products?sort=newest&limit=100"),
    categories: await get("/api/categories"),
    orders: await get(`/api/orders?email=${encodeURIComponent(user.email)}`, bearer(token)),
  };
}

async function tokenOf(app: FastifyInstance) {
  const { res, cookie } = await signIn(app, user.email, user.password);
  expect(res.statusCode).toBe(200);
  const token = await requestToken(app, cookie, user.email);
  return token.json().token as string;
}

describe(`backup and restore (issue 14, ${onPostgres ? "PostgreSQL: pg_dump and pg_restore" : "PGlite: its data directory"})`, () => {
  it("restores into a new database a shop that serves the same catalogue, users and orders", async () => {
    const source = await store("source", false);
    const before = await withShop(source, async (app, db) => {
      const buyer = await customer(app, user);
      const productId = await addProduct(db, { name: "Backed Up Wrench" });
      const placed = await app.inject({
        method: "POST",
        url: "/api/orders",
        headers: bearer(buyer.token),
        payload: { productId, quantity: 50, name: "Ada", address: "1 Backup Road", phone: "+1 555 0100" },
      });
      expect(placed.statusCode).toBe(201);
      return shopView(app, buyer.token);
    });
    expect(JSON.stringify(before.products)).toContain("Backed Up Wrench");
    expect(before.orders).toHaveLength(1);

    const file = path.join(root, "shop.backup");
    await backupDatabase(source, file);
    const target = await store("target", true);
    await restoreDatabase(target, file);

    const after = await withShop(target, async (app) => shopView(app, await tokenOf(app)));
    expect(after).toEqual(before);
  });

  it("restores only into an empty database, and only a backup of its own kind", async () => {
    const file = path.join(root, "shop.backup");
    await expect(restoreDatabase(await store("not-empty", false), file)).rejects.toThrow(/not empty/);
    const other = path.join(root, "other.backup");
    writeFileSync(other, onPostgres ? "\x1f\x8b not a pg_dump file" : "PGDMP not a PGlite tarball");
    await expect(restoreDatabase(await store("fresh", true), other)).rejects.toThrow(/is not a .* backup/);
  });
});
