import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";
import { fromDrizzle, PgBoss, type SendOptions } from "pg-boss";

import type { Database } from "../db/client.js";

import { JOB_SCHEMA, JOB_TELEMETRY } from "./job-engine.js";

/**
 * A job id made from a key: sending twice with one key makes one job (pg-boss answers the second send with
 * null), whoever sends it. A UUID in version 5's layout, from SHA-256 rather than SHA-1.
 */
export function jobIdFor(key: string): string {
  const bytes = createHash("sha256").update(key).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type SqlStore = ReturnType<typeof fromDrizzle>;

/** The connection of the send being made: the caller's transaction, or the database. */
const calling = new AsyncLocalStorage<SqlStore>();
let sender: PgBoss | undefined;

/**
 * One pg-boss, never started, does every send, so its cache of queues lasts: a pg-boss made per send would look
 * its queue up again each time (a query more per order) and build its dozen parts for every order. Whatever it
 * runs goes over the connection of the send that asked, never over another request's transaction.
 */
function theSender(): PgBoss {
  sender ??= new PgBoss({
    db: { executeSql: (text, values) => calling.getStore()!.executeSql(text, values) },
    schema: JOB_SCHEMA,
    openTelemetry: JOB_TELEMETRY,
  });
  return sender;
}

/**
 * Queues a job through `db`, a transaction or the database: in a transaction, the job exists exactly when
 * the transaction commits. No module needs the app's engine to queue work. Answers the job's id, or null when
 * `options.id` was taken already.
 */
export function sendJob(
  db: Database,
  name: string,
  data: object,
  options: Omit<SendOptions, "db"> = {},
): Promise<string | null> {
  // drizzle types `execute` as answering `unknown`; every driver the shop uses answers `{ rows }`.
  const store = fromDrizzle(db as unknown as Parameters<typeof fromDrizzle>[0], sql);
  return calling.run(store, () => theSender().send(name, data, { ...options, db: store }));
}
