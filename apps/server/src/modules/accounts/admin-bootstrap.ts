import { AUDIT_ACTORS } from "@xpart/shared";
import type { FastifyBaseLogger } from "fastify";

import type { Database } from "../../db/client.js";

import { findUserByEmail, passwordHashOf } from "./accounts.service.js";
import type { Auth } from "./identity/auth.js";
import { passwordMatches } from "./identity/password-check.js";
import { passwordProblem } from "./identity/password-policy.js";
import { setRoleAs } from "./user-admin.service.js";

/**
 * Makes sure the ADMIN_EMAIL account exists and is an admin (DESIGN §5: the first admin). Emails are not
 * verified, so anyone may have signed up with that address first (security finding 2): an existing account
 * is promoted only when it proves to be the operator's, by having ADMIN_PASSWORD as its password. One the
 * bootstrap creates is made an admin at once. `npm run admin -- promote` stays the deliberate path. Either
 * promotion goes into the audit trail with the bootstrap as its actor (security finding I1).
 */
export async function ensureAdmin(
  db: Database,
  auth: Auth,
  admin: { email: string; password: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await findUserByEmail(db, admin.email);
  if (existing?.role === "admin") return;
  if (!existing) {
    if (!admin.password) {
      log.warn(
        { email: admin.email },
        "ADMIN_EMAIL has no account and no ADMIN_PASSWORD was given: no admin made",
      );
      return;
    }
    const problem = passwordProblem(admin.password);
    if (problem) {
      log.warn({ email: admin.email }, `ADMIN_PASSWORD refused: ${problem} No admin made.`);
      return;
    }
    await auth.api.signUpEmail({ body: { email: admin.email, password: admin.password, name: "Admin" } });
    await setRoleAs(db, AUDIT_ACTORS.bootstrap, admin.email, "admin");
    return;
  }
  const hash = await passwordHashOf(db, existing.id);
  if (admin.password && hash && (await passwordMatches(hash, admin.password))) {
    await setRoleAs(db, AUDIT_ACTORS.bootstrap, admin.email, "admin");
    return;
  }
  log.warn(
    { email: admin.email },
    "ADMIN_EMAIL belongs to an account whose password is not ADMIN_PASSWORD: not promoted. If it is yours, run `npm run admin -- promote <email>`.",
  );
}
