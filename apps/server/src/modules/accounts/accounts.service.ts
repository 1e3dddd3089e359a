import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { account, session, user } from "./accounts.tables.js";

export type Role = "customer" | "admin";

export interface Caller {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** As read with the session on this request: an order needs it, so it costs no query of its own. */
  emailVerified: boolean;
}

const callerColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerified,
};

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function findUserById(db: Database, id: string): Promise<Caller | null> {
  const [row] = await db.select(callerColumns).from(user).where(eq(user.id, id));
  return (row as Caller | undefined) ?? null;
}

/**
 * The caller of an API token, only while the identity session it was issued for still lives and the account
 * is not removed: signing out, a removed session or a removed user ends the token at once (security
 * finding 10, issue 10 "Remove User"). One query.
 */
export async function findCallerBySession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<Caller | null> {
  const [row] = await db
    .select(callerColumns)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        eq(session.id, sessionId),
        eq(session.userId, userId),
        gt(session.expiresAt, new Date()),
        isNull(user.disabledAt),
      ),
    );
  return (row as Caller | undefined) ?? null;
}

/** Whether an admin removed this account ("Remove User"): it may not sign in or hold a session. */
export async function isUserDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, userId));
  return Boolean(row?.disabledAt);
}

/** The emails of these users (for timelines that name who acted), by id; unknown ids are left out. */
export async function emailsOfUsers(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, unique));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** Who these accounts are, for the lists that name them (a company's members). */
export async function peopleByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { email: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.id, unique));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}

/** The account with this email (any case), if there is one. */
export async function userIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/** The stored password hash of an account with a password (not one made with Google), or null. */
export async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

/** Which of these users have verified their email address (one query): the order expiry's question. */
export async function verifiedUsersAmong(db: Database, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, unique), eq(user.emailVerified, true)));
  return new Set(rows.map((r) => r.id));
}

/** The verified phone number of an account, or null. */
export async function verifiedPhoneOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: user.phoneNumber, verified: user.phoneNumberVerified })
    .from(user)
    .where(eq(user.id, userId));
  return row?.verified && row.phone ? row.phone : null;
}

export async function findUserByEmail(db: Database, email: string): Promise<Caller | null> {
  const [row] = await db
    .select(callerColumns)
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return (row as Caller | undefined) ?? null;
}
