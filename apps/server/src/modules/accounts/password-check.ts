import type { Database } from "../../db/client.js";

import { passwordHashOf } from "./accounts.service.js";
import type { Auth } from "./auth.js";

/**
 * Whether `password` is the account's own, checked with better-auth's hasher; null when the account has no
 * password (it was made with Google).
 */
export async function passwordMatches(
  db: Database,
  auth: Auth,
  userId: string,
  password: string,
): Promise<boolean | null> {
  const hash = await passwordHashOf(db, userId);
  if (!hash) return null;
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}
