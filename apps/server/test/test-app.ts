import { readFile } from "node:fs/promises";
import path from "node:path";

import { inject } from "vitest";

import { buildApp, type AppOptions } from "../src/app.js";
import type { Config } from "../src/config.js";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { DEFAULT_POOL_SETTINGS } from "../src/db/postgres-pool.js";
import { LogSmsSender, type SmsSender } from "../src/sms/sms-sender.js";

import { newDatabase } from "./postgres.js";

export const testConfig: Config = {
  port: 0,
  host: "127.0.0.1",
  publicUrl: "http://127.0.0.1",
  trustedOrigins: ["http://127.0.0.1"],
  dataDir: path.join("/nonexistent", "xpart-test"),
  databaseUrl: undefined,
  databasePool: DEFAULT_POOL_SETTINGS,
  logLevel: "silent",
  logFormat: "json",
  metricsToken: undefined,
  seedDemo: false,
  webDist: "/nonexistent/web-dist",
  catalogCacheMs: 0,
  shutdownTimeoutMs: 10_000,
  orderTtlMs: 7 * 24 * 3600 * 1000,
  stripe: undefined,
  testCards: true,
  authSecret: "test-secret-test-secret-test-secret-0123456789",
  admin: undefined,
  firstAdmin: false,
  google: undefined,
  sms: { provider: "log" },
  // Mail is off unless a test turns the outbox on (test/mail-fixtures.ts).
  mail: { transport: "none", from: "X-Part <no-reply@x-part.test>" },
  mailPollMs: 3_600_000,
  invoiceReminderMs: 3_600_000,
  // Tests place many orders with few (unverified) customers; the hoarding tests set their own limits.
  holding: {
    maxUnpaidOrders: 1000,
    maxUnpaidQuantity: 1_000_000,
    // The tests' customers all order from one address: a hold period longer than any test moves the clock
    // keeps the rule out of their way (hoarding.test.ts applies the shipped one).
    unverified: { ttlMs: 10 * 365 * 24 * 3600 * 1000 },
  },
  trustProxy: false,
  // Tests sign up and in far more often than a person; the rate-limit test sets 1.
  rateLimitMultiplier: 100,
  diagnostics: true,
  testClock: false,
  apiDocs: "public",
  tracing: { enabled: false, serviceName: "x-part-test" },
};

/** A private copy of the seeded template: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dump = await readFile(inject("pgliteTemplate"));
    return openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
  }
  const copy = await newDatabase(databaseUrl);
  const handle = await openDatabase({ databaseUrl: copy.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, "paymentProvider" | "logStream" | "mail"> & { sms?: SmsSender } = {},
) {
  const database = await openTestDatabase();
  const sms = new LogSmsSender();
  const app = await buildApp({ ...testConfig, ...overrides }, { database, sms, ...options });
  return {
    app,
    sms,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
