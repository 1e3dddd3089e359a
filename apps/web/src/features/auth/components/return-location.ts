/** Where a sign-in leads afterwards, and why the visitor was sent to it (spec §2 route guard). */
export interface CarriedLocation {
  /** A path on this site: the page the visitor came from, or / by default. */
  to: string;
  /** Sent by the admin guard (DASH-10): a signed-in customer must see the form, not bounce back (LOGIN-10). */
  adminRequired: boolean;
}

/**
 * A C0 control (U+0000–U+001F), DEL (U+007F), a C1 control (U+0080–U+009F) or a backslash. A browser drops tabs
 * and newlines from a URL and reads a backslash as "/", so "/<tab>/host" would become "//host" (finding 14).
 */
const isUnsafeChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || char === "\\";
};

/** Only paths on this site: "//host" would leave it (an open redirect), and so might any unsafe character. */
const isLocalPath = (value: unknown): value is string =>
  typeof value === "string" && /^\/(?!\/)/.test(value) && ![...value].some(isUnsafeChar);

/** The sign-in pages themselves are never a destination: returning there would loop. */
const isSignInPage = (path: string) => /^\/(login|signup)(?=[/?#]|$)/.test(path);

/** Reads the guard's history state first, then `?from=` (which survives a reload and a Google round trip). */
export function carriedLocation(state: unknown, search: URLSearchParams): CarriedLocation {
  const carried = (state ?? {}) as { from?: unknown; reason?: unknown };
  const from = [carried.from, search.get("from")].find(isLocalPath);
  return {
    to: from && !isSignInPage(from) ? from : "/",
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
