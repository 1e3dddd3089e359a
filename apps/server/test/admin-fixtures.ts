import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import type { Database } from "../src/db/client.js";
import { user } from "../src/modules/accounts/accounts.tables.js";
import { auditEvents } from "../src/modules/audit/audit.tables.js";

import { snapshot } from "./attacks/fixtures.js";
import { bearer, customer, setRole } from "./auth-helpers.js";

/** Shared pieces of the admin tests (issue 10): an admin, admin calls, the audit trail, database snapshots. */

export type Account = Awaited<ReturnType<typeof customer>>;

/** A fresh account made an admin; its token reads the role from the database, so it works at once. */
export async function anAdmin(app: FastifyInstance, db: Database): Promise<Account> {
  const admin = await customer(app);
  await setRole(db, admin.email, "admin");
  return admin;
}

type Method = "GET" | "PUT" | "DELETE" | "POST";

/** A token call: `payload` only when given. */
export const api = (app: FastifyInstance, method: Method, url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

export const auditRows = (db: Database) => db.select().from(auditEvents).orderBy(asc(auditEvents.id));

/** What an admin route could change: the attack suite's snapshot, plus removals, roles and the audit trail. */
export async function adminSnapshot(db: Database) {
  return {
    ...(await snapshot(db)),
    disabled: await db
      .select({ id: user.id, role: user.role, disabledAt: user.disabledAt })
      .from(user)
      .orderBy(asc(user.id)),
    audit: await auditRows(db),
  };
}

/** Runs a refused admin action and checks the database is exactly as before it (audit trail included). */
export async function unchanged<T>(db: Database, refused: () => Promise<T>): Promise<T> {
  const before = await adminSnapshot(db);
  const result = await refused();
  expect(await adminSnapshot(db)).toEqual(before);
  return result;
}

/** The audit rows written since `afterId`. */
export async function auditSince(db: Database, afterId: number) {
  return (await auditRows(db)).filter((r) => r.id > afterId);
}

/** The audit row written since `afterId`, checked to be the only one: each admin change records one. */
export async function oneAuditRowSince(db: Database, afterId: number) {
  const audit = await auditSince(db, afterId);
  expect(audit).toHaveLength(1);
  return audit[0];
}

export async function lastAuditId(db: Database): Promise<number> {
  return (await auditRows(db)).at(-1)?.id ?? 0;
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** What the audit trail records of a customer's promotion to admin, whoever made it. */
export async function promotionRecord(db: Database, email: string) {
  return {
    action: "user.promote",
    targetType: "user",
    targetId: await userIdOf(db, email),
    before: { email, role: "customer" },
    after: { email, role: "admin" },
  };
}
