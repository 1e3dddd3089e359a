import { eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { user } from "./accounts.tables.js";

export type Role = "customer" | "admin";

export interface Caller {
  id: string;
  email: string;
  name: string;
  role: Role;
}

const callerColumns = { id: user.id, email: user.email, name: user.name, role: user.role };

export async function findUserById(db: Database, id: string): Promise<Caller | null> {
  const [row] = await db.select(callerColumns).from(user).where(eq(user.id, id));
  return (row as Caller | undefined) ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<Caller | null> {
  const [row] = await db
    .select(callerColumns)
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return (row as Caller | undefined) ?? null;
}

/** Sets a user's role; false when no account has that email. */
export async function setRole(db: Database, email: string, role: Role): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
