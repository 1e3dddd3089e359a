import { isLocalReturnPath } from "@xpart/shared/texts";

import { isSignInPath, paths } from "#src/lib/paths";

/** Where a sign-in leads afterwards, and why the visitor was sent to it (spec §2 route guard). */
interface CarriedLocation {
  /** A path on this site: the page the visitor came from, or / by default. */
  to: string;
  /** Sent by the admin guard (DASH-10): a signed-in customer must see the form, not bounce back (LOGIN-10). */
  adminRequired: boolean;
}

/** Reads the guard's history state first, then `?from=` (which survives a reload and a Google round trip). */
export function carriedLocation(state: unknown, search: URLSearchParams): CarriedLocation {
  const carried = (state ?? {}) as { from?: unknown; reason?: unknown };
  const from = [carried.from, search.get("from")].find(isLocalReturnPath);
  return {
    // The sign-in pages themselves are never a destination: returning there would loop.
    to: from && !isSignInPath(from) ? from : paths.home,
    adminRequired: carried.reason === "admin",
  };
}

/** better-auth sends a failed Google round trip back with `?error=` (and sometimes a description). */
export function googleError(search: URLSearchParams): string | null {
  const code = search.get("error");
  if (!code) return null;
  if (code === "access_denied") return "Google sign-in was cancelled. Please try again.";
  const detail = search.get("error_description") ?? code.replaceAll("_", " ");
  return `Google sign-in did not complete (${detail}). Please try again.`;
}
