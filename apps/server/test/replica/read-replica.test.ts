import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";

import type { AdminProduct, Product } from "@xpart/shared";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { buildApp } from "../../src/app.js";
import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { anAdmin, api } from "../admin-fixtures.js";
import { newDatabase } from "../postgres.js";
import { testConfig } from "../test-app.js";

/**
 * Issue 42: the catalogue's reads on a real streaming replica of DATABASE_URL's PostgreSQL. `.ci/run` makes one
 * with `pg_basebackup -R` and says how to stop it; the replica is stopped by the last test.
 */
const REPLICA_URL = process.env.REPLICA_DATABASE_URL;
const STOP_REPLICA = process.env.REPLICA_STOP_COMMAND;

const MAX_LAG_MS = 2000;
/** The catalogue cache of the second server, the one that did not make the write. */
const CACHE_MS = 1000;
/** What the checks' pace (250 ms) and a loaded machine may add to a bound: a deadline, not a speed. */
const MARGIN_MS = 1500;

let database: Awaited<ReturnType<typeof newDatabase>>;
let handle: DatabaseHandle;
/** The test database on the replica, for pausing its replay (replay is cluster-wide; any database does). */
let replicaDatabaseUrl: string;
/** Two app servers on the one primary and its replica: `shop` without a cache, `other` with CACHE_MS. */
let shop: FastifyInstance;
let other: FastifyInstance;
const logs: string[] = [];
let admin: Awaited<ReturnType<typeof anAdmin>>;
let img: string;
let category: string;

/** One statement on the replica, on a connection of its own. */
async function onReplica<T extends pg.QueryResultRow>(text: string) {
  const client = new pg.Client({ connectionString: replicaDatabaseUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Stops the replica's replay, as a replica far behind would be, and waits until it has stopped. */
async function pauseReplay() {
  await onReplica("select pg_wal_replay_pause()");
  await vi.waitFor(
    async () =>
      expect(await onReplica<{ state: string }>("select pg_get_wal_replay_pause_state() as state")).toEqual([
        { state: "paused" },
      ]),
    { timeout: 5000 },
  );
}

async function resumeReplay(app: FastifyInstance) {
  await onReplica("select pg_wal_replay_resume()");
  await replicaInUse(app);
}

const replicaInUse = (app: FastifyInstance) =>
  vi.waitFor(() => expect(app.reads.status().map((r) => r.healthy)).toEqual([true]), { timeout: 15_000 });

const word = () =>
  Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26)))
    .join("")
    .replace(/^./, (c) => c.toUpperCase());

async function createProduct(name: string) {
  const res = await api(shop, "POST", "/api/products", admin.token, {
    name,
    description: "A product made on the primary while the replica watches.",
    price: 12.5,
    category,
    img,
    availableQty: 100,
    minOrder: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

/** The shop's search for a name, as a visitor's browser asks it. */
async function search(app: FastifyInstance, name: string) {
  const res = await app.inject({ method: "GET", url: `/api/products?q=${encodeURIComponent(name)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Product[]>().map((p) => p.name);
}

const publicProduct = (app: FastifyInstance, id: string) =>
  app.inject({ method: "GET", url: `/api/products/${id}` });

const canRun = Boolean(process.env.DATABASE_URL && REPLICA_URL && STOP_REPLICA);

describe.skipIf(!canRun)(
  "reads from a streaming replica (issue 42; needs DATABASE_URL, REPLICA_DATABASE_URL and REPLICA_STOP_COMMAND, as .ci/run sets)",
  () => {
    beforeAll(async () => {
      database = await newDatabase(process.env.DATABASE_URL!);
      handle = await openDatabase({ databaseUrl: database.url });
      const url = new URL(REPLICA_URL!);
      url.pathname = new URL(database.url).pathname;
      replicaDatabaseUrl = url.toString();
      // The new database reaches the replica with the WAL that created it.
      await vi.waitFor(() => onReplica("select 1"), { timeout: 20_000, interval: 200 });
      const config = {
        ...testConfig,
        databaseUrl: database.url,
        readReplicas: { urls: [replicaDatabaseUrl], maxLagMs: MAX_LAG_MS },
        logLevel: "info",
      };
      const logStream = { write: (line: string) => void logs.push(line) };
      shop = await buildApp(config, { database: handle, logStream });
      other = await buildApp({ ...config, catalogCacheMs: CACHE_MS }, { database: handle, logStream });
      admin = await anAdmin(shop, handle.db);
      const [seeded] = (await shop.inject({ method: "GET", url: "/api/products?limit=1" })).json<Product[]>();
      ({ img, category } = seeded!);
      await replicaInUse(shop);
      await replicaInUse(other);
    }, 60_000);
    afterAll(async () => {
      await shop?.close();
      await other?.close();
      await handle?.close();
      await database?.drop();
    });

    it("reads the catalogue from the replica while it is within the lag limit, and from the primary once it is not", async () => {
      await pauseReplay();
      try {
        const name = `Replica Probe ${word()}`;
        const id = await createProduct(name);
        // Just written on the primary; the replica has not replayed it, and still counts as in use.
        expect(shop.reads.status()).toEqual([expect.objectContaining({ healthy: true })]);
        expect(await search(shop, name)).toEqual([]);
        expect((await publicProduct(shop, id)).statusCode).toBe(404);
        // Past the lag limit the replica is skipped, and the same reads find the product on the primary.
        await vi.waitFor(async () => expect(await search(shop, name)).toEqual([name]), {
          timeout: MAX_LAG_MS + MARGIN_MS,
          interval: 100,
        });
        expect(shop.reads.status()).toEqual([expect.objectContaining({ healthy: false })]);
        expect((await publicProduct(shop, id)).statusCode).toBe(200);
      } finally {
        await resumeReplay(shop);
      }
    }, 30_000);

    it("answers an admin's read of its own write from the primary, while the public page may lag", async () => {
      const id = await createProduct(`Restocked ${word()}`);
      await vi.waitFor(async () => expect((await publicProduct(shop, id)).statusCode).toBe(200));
      await pauseReplay();
      try {
        const restock = await api(shop, "PUT", `/api/products/${id}`, admin.token, { updatedQuantity: 25 });
        expect(restock.statusCode, restock.body).toBe(200);
        const own = await api(shop, "GET", `/api/admin/products/${id}`, admin.token);
        expect(own.json<AdminProduct>().availableQty).toBe(125);
        // The replica, still in use, has not replayed the restock: the public read came from it.
        expect(shop.reads.status()).toEqual([expect.objectContaining({ healthy: true })]);
        expect((await publicProduct(shop, id)).json<Product>().availableQty).toBe(100);
      } finally {
        await resumeReplay(shop);
      }
    }, 30_000);

    it("shows a product made through another server within CATALOG_CACHE_MS + the replica's lag", async () => {
      const name = `Other Server ${word()}`;
      expect(await search(other, name)).toEqual([]); // an empty answer now in `other`'s cache
      await createProduct(name);
      await vi.waitFor(async () => expect(await search(other, name)).toEqual([name]), {
        timeout: CACHE_MS + MAX_LAG_MS + MARGIN_MS,
        interval: 100,
      });
    }, 30_000);

    it("keeps serving the catalogue and its search from the primary when the replica stops, and lives on", async () => {
      const name = `Outage ${word()}`;
      const id = await createProduct(name);
      await vi.waitFor(async () => expect(await search(shop, name)).toEqual([name]));
      execSync(STOP_REPLICA!, { stdio: "ignore" });
      // At once, before any check has noticed: each read that meets the dead replica is re-run on the primary.
      const reads = await Promise.all(
        Array.from({ length: 5 }, () => [
          shop.inject({ method: "GET", url: `/api/products?q=${encodeURIComponent(name)}` }),
          publicProduct(shop, id),
          shop.inject({
            method: "GET",
            url: `/api/products/facets?category=${encodeURIComponent(category)}`,
          }),
          shop.inject({ method: "GET", url: "/api/categories" }),
          other.inject({ method: "GET", url: "/api/products?limit=5" }),
        ]).flat(),
      );
      expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
      await vi.waitFor(() => expect(shop.reads.status()[0]).toMatchObject({ healthy: false, lagMs: null }));
      expect(logs.some((line) => line.includes("read replica skipped"))).toBe(true);
      expect(await search(shop, name)).toEqual([name]);
      expect((await shop.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    }, 30_000);
  },
);
