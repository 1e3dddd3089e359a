import { AUDIT_ACTORS } from "@xpart/shared";

import type { Database } from "../../db/client.js";

import { findUserByEmail, passwordHashOf } from "./accounts.service.js";
import { passwordMatches } from "./identity/password-check.js";
import { setRoleAs } from "./user-admin.service.js";

const USAGE = "usage: npm run admin -- promote <email> | demote <email>";

/**
 * The operators' command (`npm run admin -- promote <email>`): answers what to print and the exit code. The
 * change goes into the audit trail with the command line as its actor (security finding I1).
 * Promotion needs proof that the account is the operator's: a verified address, or its password given as
 * `accountPassword` (ACCOUNT_PASSWORD); a stranger who signed up with the operator's address first has neither.
 */
export async function runAdminCommand(
  db: Database,
  args: string[],
  accountPassword?: string,
): Promise<{ code: number; message: string }> {
  const [action, email, ...rest] = args;
  if ((action !== "promote" && action !== "demote") || !email || rest.length)
    return { code: 2, message: USAGE };
  const account = await findUserByEmail(db, email);
  if (!account) return { code: 1, message: `No account has the email ${email}` };
  const proven = async () => account.emailVerified || (await passwordProven(db, account.id, accountPassword));
  if (action === "promote" && !(await proven()))
    return {
      code: 1,
      message: accountPassword
        ? `${email}: ACCOUNT_PASSWORD is not this account's password; not promoted`
        : `${email} has not verified its address: not promoted. Verify it from the profile's mail, or prove the account is yours with ACCOUNT_PASSWORD=<its password> npm run admin -- promote ${email}`,
    };
  await setRoleAs(db, AUDIT_ACTORS.commandLine, email, action === "promote" ? "admin" : "customer");
  return { code: 0, message: `${email} is now ${action === "promote" ? "an admin" : "a customer"}` };
}

async function passwordProven(db: Database, userId: string, password: string | undefined): Promise<boolean> {
  const hash = password ? await passwordHashOf(db, userId) : null;
  return Boolean(password && hash && (await passwordMatches(hash, password)));
}
