import { verifyPassword } from "better-auth/crypto";

/**
 * Whether `password` is the one behind a stored hash: better-auth's default hasher, the one identity/auth.ts
 * keeps (no custom `password` option there), so the operator's command can check without an auth instance.
 */
export function passwordMatches(hash: string, password: string): Promise<boolean> {
  return verifyPassword({ hash, password });
}
