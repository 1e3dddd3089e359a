import type { Database } from "../../db/client.js";

import { setRole } from "./accounts.service.js";

const USAGE = "usage: npm run admin -- promote <email> | demote <email>";

/** The operators' command (`npm run admin -- promote <email>`): answers what to print and the exit code. */
export async function runAdminCommand(
  db: Database,
  args: string[],
): Promise<{ code: number; message: string }> {
  const [action, email, ...rest] = args;
  if ((action !== "promote" && action !== "demote") || !email || rest.length)
    return { code: 2, message: USAGE };
  const changed = await setRole(db, email, action === "promote" ? "admin" : "customer");
  return changed
    ? { code: 0, message: `${email} is now ${action === "promote" ? "an admin" : "a customer"}` }
    : { code: 1, message: `No account has the email ${email}` };
}
