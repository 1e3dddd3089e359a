import { ACCOUNT_TEXTS } from "@xpart/shared/texts";

import { ApiClientError } from "#src/lib/api-error";
import { authApi } from "#src/lib/auth/auth-api";
import type { AuthUser } from "#src/lib/auth/auth-context";

interface ProfileChanges {
  name: string;
  /** null removes the photo. */
  image: string | null;
}

/**
 * Changes the display name and photo (better-auth update-user). With nobody signed in, or a session that has
 * ended meanwhile (401), it fails with the spec's 'No user is logged in' (§8, ERR-04).
 */
export async function updateProfile(
  user: AuthUser | null,
  changes: ProfileChanges,
  send: (changes: ProfileChanges) => Promise<unknown> = authApi.updateUser,
): Promise<void> {
  if (!user) throw new Error(ACCOUNT_TEXTS.noUserLoggedIn);
  try {
    await send(changes);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401)
      throw new Error(ACCOUNT_TEXTS.noUserLoggedIn, { cause: error });
    throw error;
  }
}
