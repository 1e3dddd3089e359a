import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { restockForLoad, ShopLoad } from "@xpart/test-support/shop-load";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { adminPool, onPostgres } from "../postgres.js";

import { auditCrash, type CrashAudit } from "./crash-audit.js";
import { freePort } from "./free-port.js";
import { startShopProcess, type ShopProcess } from "./shop-process.js";

const reportsDir = fileURLToPath(new URL("../../../../reports", import.meta.url));
const store = onPostgres ? "postgres" : "pglite";
const KILLS = 3;
const SHOPPERS = 8;
const ADMIN = { email: "crash-admin@example.test", password: "Crash-Admin-Bolt-42" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The store the crashed server keeps its data in, made fresh for this test: a PGlite data directory, or a new
 * database on DATABASE_URL's PostgreSQL (killing the app server leaves PostgreSQL itself running).
 */
async function freshStore() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "xpart-crash-"));
  if (!onPostgres) {
    return {
      dataDir,
      env: {} as Record<string, string>,
      open: () => openDatabase({ dataDir: path.join(dataDir, "pglite") }),
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = new URL(process.env.DATABASE_URL!);
  const admin = adminPool(url.toString());
  // Named after DATABASE_URL's database, so that runs from two working copies on one server never meet.
  const name = `${url.pathname.slice(1).replace(/\W/g, "_") || "xpart"}_crash_${randomUUID().slice(0, 8)}`;
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  return {
    dataDir,
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    destroy: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function printable(audit: CrashAudit, kills: { atMs: number; restartMs: number }[]): string {
  const lines = [
    `kill -9 mid-load on ${store}: ${kills.length} kills at ${kills.map((k) => `${(k.atMs / 1000).toFixed(1)} s`).join(", ")} (restarts took ${kills.map((k) => `${(k.restartMs / 1000).toFixed(1)} s`).join(", ")})`,
    `requests: ${audit.requests.sent} sent, ${audit.requests.answered} answered (${audit.requests.retriedAcrossRestart} of them after meeting the server down and trying again); answers ${JSON.stringify(audit.requests.byStatus)}; tries without an answer ${JSON.stringify(audit.requests.missedTries)}`,
    `orders: ${audit.orders.attempted} sent, ${audit.orders.acknowledged} acknowledged, ${audit.orders.acknowledgedFound} of them found after the restarts; ${audit.orders.foundWithoutAnswer} committed with their answer lost; ${audit.orders.inDatabase} in the database`,
    `payments: ${audit.payments.acknowledged} acknowledged, ${audit.payments.foundPaid} found paid; cancels: ${audit.cancels.acknowledged} acknowledged, ${audit.cancels.foundCancelled} found cancelled`,
    "stock per product: initial − reserved + released = expected | actual",
    ...audit.stock.map(
      (s) =>
        `  ${s.productId}: ${s.initial} − ${s.reserved} + ${s.released} = ${s.expected} | ${s.actual} ${s.expected === s.actual ? "ok" : "WRONG"}`,
    ),
    audit.violations.length ? `VIOLATIONS:\n  ${audit.violations.join("\n  ")}` : "violations: none",
  ];
  return lines.join("\n");
}

describe(`kill -9 of the server mid-load (issue 14, ${store})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every acknowledged order, payment and stock movement through three kills at random moments", async () => {
    const data = await freshStore();
    cleanups.push(data.destroy);
    const port = await freePort();
    const env = {
      ...data.env,
      RATE_LIMIT_MULTIPLIER: "1000",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const start = () => startShopProcess(env, { dataDir: data.dataDir, port });
    let shop: ShopProcess = await start();
    cleanups.push(async () => {
      if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill("SIGKILL");
    });

    // Stock for the whole run, however fast the machine: a sold-out 409 is the shop's right answer, not a fault.
    const products = await restockForLoad(shop.url, ADMIN, 4);
    const initialStock = new Map(products.map((p) => [p.id, p.availableQty]));
    const load = new ShopLoad(
      { url: shop.url },
      { products: products.map((p) => ({ id: p.id, minOrder: p.minOrder })), retryForMs: 120_000 },
    );
    const began = Date.now();
    const running = load.run(SHOPPERS);

    const answered = () => load.requests.filter((r) => r.status !== null).length;
    const kills: { atMs: number; restartMs: number }[] = [];
    for (let i = 0; i < KILLS; i++) {
      // Mid-load: once the (re)started server has answered a few requests, at a random moment after that.
      const before = answered();
      for (let waited = 0; answered() < before + 8 && waited < 30_000; waited += 100) await sleep(100);
      await sleep(500 + Math.random() * 3000);
      const atMs = Date.now() - began;
      shop.child.kill("SIGKILL");
      await shop.exited;
      shop = await start();
      kills.push({ atMs, restartMs: Date.now() - began - atMs });
    }
    await sleep(2000);
    load.stop();
    await running;
    expect(await shop.stop()).toBe(0);

    const handle: DatabaseHandle = await data.open();
    const audit = await auditCrash(handle.db, load, initialStock).finally(() => handle.close());
    const text = printable(audit, kills);
    console.log(text);
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `crash-${store}.txt`), `${text}\n`);
    writeFileSync(
      path.join(reportsDir, `crash-${store}.json`),
      JSON.stringify({ store, kills, ...audit }, null, 2),
    );

    expect(audit.violations).toEqual([]);
    expect(audit.orders.acknowledged).toBeGreaterThan(0);
    expect(audit.orders.acknowledgedFound).toBe(audit.orders.acknowledged);
    expect(audit.requests.answered).toBe(audit.requests.sent);
    expect(audit.requests.byStatus["500"]).toBeUndefined();
  }, 300_000);
});
