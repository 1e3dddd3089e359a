import { ACCESS_TEXTS, ADMIN_USER_TEXTS, type AdminUser } from "@xpart/shared";
import { and, asc, count, eq, ilike, isNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { containsPattern } from "../../db/like.js";
import { ConflictError, ForbiddenError, NotFoundError } from "../../domain-errors.js";
import { recordAdminAction, type AuditActor } from "../audit/index.js";

import type { Caller, Role } from "./accounts.service.js";
import { session, user } from "./accounts.tables.js";

/**
 * The All Users page (issue 10 item 6): list, promote, demote and "Remove User". Every change is one
 * transaction with its audit record. Changes that could leave the shop without an admin take one lock, and
 * read the caller's own role under it (security finding L9), so two admins demoting or removing each other
 * at once cannot both succeed.
 */

const byEmail = (email: string) => eq(sql`lower(${user.email})`, email.trim().toLowerCase());

export interface UserListFilter {
  q?: string | undefined;
  limit: number;
  offset: number;
}

/** One page of accounts, oldest first, and the number of all matches. No secrets are read. */
export async function listUsers(
  db: Database,
  filter: UserListFilter,
): Promise<{ items: AdminUser[]; total: number }> {
  const where = filter.q ? ilike(user.email, containsPattern(filter.q)) : undefined;
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      createdAt: user.createdAt,
      disabledAt: user.disabledAt,
    })
    .from(user)
    .where(where)
    .orderBy(asc(user.createdAt), asc(user.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(user).where(where);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      email: r.email,
      name: r.name,
      role: r.role as Role,
      createdAt: r.createdAt.toISOString(),
      disabled: r.disabledAt !== null,
    })),
    total: total!.n,
  };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Role changes and removals run one at a time (a transaction-scoped lock), so the admin count holds. */
async function lockAdmins(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounts:admins'))`);
}

/**
 * The caller's role as it is now, under the admins' lock (security finding L9): the request's admin check
 * read it before the lock, so a request that waited while its caller was demoted or removed stops here.
 */
async function assertStillAdmin(tx: Tx, caller: Caller) {
  const [row] = await tx
    .select({ role: user.role, disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.id, caller.id));
  if (row?.role !== "admin" || row.disabledAt) throw new ForbiddenError(ACCESS_TEXTS.notAuthorized);
}

async function targetOf(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, role: user.role, disabledAt: user.disabledAt })
    .from(user)
    .where(byEmail(email));
  if (!row) throw new NotFoundError(ADMIN_USER_TEXTS.userNotFound);
  return row;
}

/** Admins who can still sign in. */
async function activeAdmins(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "admin"), isNull(user.disabledAt)));
  return row!.n;
}

const actorOf = (caller: Caller) => ({ id: caller.id, email: caller.email });

/** Customer → admin. Answers how many accounts changed: 0 when it already was an admin (nothing recorded). */
export async function promoteUser(db: Database, caller: Caller, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    await assertStillAdmin(tx, caller);
    const target = await targetOf(tx, email);
    if (target.disabledAt) throw new ConflictError(ADMIN_USER_TEXTS.removedUser);
    if (target.role === "admin") return 0;
    await tx.update(user).set({ role: "admin", updatedAt: new Date() }).where(eq(user.id, target.id));
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "user.promote",
      target: { type: "user", id: target.id },
      before: { email: target.email, role: target.role },
      after: { email: target.email, role: "admin" },
    });
    return 1;
  });
}

/** Admin → customer, never the last admin who can sign in (yourself included, when another admin remains). */
export async function demoteUser(db: Database, caller: Caller, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    await assertStillAdmin(tx, caller);
    const target = await targetOf(tx, email);
    if (target.role !== "admin") throw new ConflictError(ADMIN_USER_TEXTS.notAnAdmin);
    if (!target.disabledAt && (await activeAdmins(tx)) <= 1)
      throw new ConflictError(ADMIN_USER_TEXTS.lastAdmin);
    await tx.update(user).set({ role: "customer", updatedAt: new Date() }).where(eq(user.id, target.id));
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "user.demote",
      target: { type: "user", id: target.id },
      before: { email: target.email, role: "admin" },
      after: { email: target.email, role: "customer" },
    });
    return 1;
  });
}

/**
 * "Remove User" (DESIGN §4): the account is marked removed and every identity session it has is deleted,
 * so its API tokens (bound to a session) die at once and no new session can be made (identity/auth.ts).
 * Its orders and its row stay. Never yourself, and so never the last admin: under the lock the caller is an
 * admin who can sign in, and stays one.
 */
export async function removeUser(db: Database, caller: Caller, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    await assertStillAdmin(tx, caller);
    const target = await targetOf(tx, email);
    if (target.id === caller.id) throw new ConflictError(ADMIN_USER_TEXTS.notYourself);
    if (target.disabledAt) throw new ConflictError(ADMIN_USER_TEXTS.alreadyRemoved);
    const now = new Date();
    await tx.update(user).set({ disabledAt: now, updatedAt: now }).where(eq(user.id, target.id));
    const ended = await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id });
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "user.remove",
      target: { type: "user", id: target.id },
      before: { email: target.email, role: target.role, disabled: false, sessions: ended.length },
      after: { email: target.email, role: target.role, disabled: true, sessions: 0 },
    });
    return 1;
  });
}

/**
 * A role change that no signed-in admin makes (security finding I1): the operator's command line or the
 * ADMIN_EMAIL bootstrap, written with its audit record under the admins' lock like the others. Answers false
 * when no account has the email; a role the account already has changes and records nothing.
 */
export async function setRoleAs(
  db: Database,
  actor: AuditActor,
  email: string,
  role: Role,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const [target] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(byEmail(email));
    if (!target) return false;
    if (target.role === role) return true;
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, target.id));
    await recordAdminAction(tx, {
      actor,
      action: role === "admin" ? "user.promote" : "user.demote",
      target: { type: "user", id: target.id },
      before: { email: target.email, role: target.role },
      after: { email: target.email, role },
    });
    return true;
  });
}
