import type { Auth } from "./auth.js";

/** Whether `password` is the one behind a stored hash, checked with better-auth's own hasher. */
export async function passwordMatches(auth: Auth, hash: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}
