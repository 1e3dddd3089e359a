import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { AUDIT_ACTORS } from "@xpart/shared";
import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { findUserByEmail, passwordHashOf } from "./accounts.service.js";
import { user } from "./accounts.tables.js";
import type { Auth } from "./identity/auth.js";
import { passwordMatches } from "./identity/password-check.js";
import { setRoleAs } from "./user-admin.service.js";

/** The owner account a first start makes when no ADMIN_EMAIL was given. */
export const FIRST_ADMIN_EMAIL = "owner@x-part.local";
/** Beside the database in DATA_DIR, readable by its owner only, until the password is changed. */
export const INITIAL_PASSWORD_FILE = "initial-admin-password";

export interface FirstAdmin {
  email: string;
  /** Where the generated password is kept while it is still the account's password. */
  file: string;
  /** Only on the start that made the account: the one time the password is printed. */
  createdWithPassword?: string;
}

/**
 * The first run's owner (issue 22), outside production and without ADMIN_EMAIL, like Jenkins' initial admin
 * password: a shop with no admin at all gets `owner@x-part.local` with a generated password, which start-up
 * prints once and keeps in DATA_DIR. Later starts point at the file while it still holds the account's
 * password, and delete it once the owner has changed it. A shop that already has an admin gets nothing.
 */
export async function ensureFirstAdmin(
  db: Database,
  auth: Auth,
  dataDir: string,
): Promise<FirstAdmin | null> {
  const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
  const owner = await findUserByEmail(db, FIRST_ADMIN_EMAIL);
  if (owner) {
    const kept = (await readFile(file, "utf8").catch(() => "")).trim();
    const hash = kept ? await passwordHashOf(db, owner.id) : null;
    if (hash && owner.role === "admin" && (await passwordMatches(hash, kept))) {
      return { email: FIRST_ADMIN_EMAIL, file };
    }
    await rm(file, { force: true });
    return null;
  }
  const [anyAdmin] = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  if (anyAdmin) return null;
  const password = randomBytes(15).toString("base64url");
  await auth.api.signUpEmail({ body: { email: FIRST_ADMIN_EMAIL, password, name: "Owner" } });
  // Nobody can read mail at x-part.local: the address is the shop's own, not one to prove.
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, FIRST_ADMIN_EMAIL));
  await setRoleAs(db, AUDIT_ACTORS.firstStart, FIRST_ADMIN_EMAIL, "admin");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return { email: FIRST_ADMIN_EMAIL, file, createdWithPassword: password };
}
