import type { FastifyBaseLogger } from "fastify";

import type { Database } from "../../db/client.js";

import { findUserByEmail, setRole } from "./accounts.service.js";
import type { Auth } from "./auth.js";

/**
 * Makes sure the ADMIN_EMAIL account exists and is an admin (DESIGN §5: the first admin). Without
 * ADMIN_PASSWORD an absent account is not created: an open sign-up must never be able to claim the admin email.
 */
export async function ensureAdmin(
  db: Database,
  auth: Auth,
  admin: { email: string; password: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await findUserByEmail(db, admin.email))) {
    if (!admin.password) {
      log.warn(
        { email: admin.email },
        "ADMIN_EMAIL has no account and no ADMIN_PASSWORD was given: no admin made",
      );
      return;
    }
    await auth.api.signUpEmail({ body: { email: admin.email, password: admin.password, name: "Admin" } });
  }
  await setRole(db, admin.email, "admin");
}
