/**
 * The API access token, kept in localStorage as `accessToken` (spec §9). The auth provider registers how to
 * get a fresh one and what to do when the session has ended; the API client uses both.
 */
const KEY = "accessToken";

/**
 * A stored token is reused while it has more than this left (issue 12: no token call per page load). Tokens
 * live 15 minutes and the app renews them every 10, so a renewal always finds less than this left.
 */
const REUSE_WHILE_LEFT_MS = 5 * 60 * 1000;

let refresher: (() => Promise<string | null>) | null = null;
let onEnded: (() => void) | null = null;
let pending: Promise<string | null> | null = null;

/** The email and expiry a token names (its JWT payload, read without checking: the server checks). */
function claimsOf(token: string): { email?: unknown; exp?: unknown } | null {
  try {
    const payload = token.split(".")[1] ?? "";
    return JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as object;
  } catch {
    return null;
  }
}

export const accessToken = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
  /** The stored token when it is for `email` and has well over its renewal left, else null. */
  reusableFor(email: string, now = Date.now()): string | null {
    const token = localStorage.getItem(KEY);
    const claims = token ? claimsOf(token) : null;
    if (!claims || typeof claims.exp !== "number" || typeof claims.email !== "string") return null;
    if (claims.email.toLowerCase() !== email.toLowerCase()) return null;
    return claims.exp * 1000 - now > REUSE_WHILE_LEFT_MS ? token : null;
  },
};

export function registerTokenHandlers(handlers: {
  refresh: () => Promise<string | null>;
  ended: () => void;
}) {
  refresher = handlers.refresh;
  onEnded = handlers.ended;
}

/**
 * A new token while the identity session lives, or null when it has ended; concurrent callers share one
 * request. Any other failure (too many requests, no network) is thrown: it is not a sign-out.
 */
export function refreshAccessToken(): Promise<string | null> {
  pending ??= (refresher ? refresher() : Promise.resolve(null)).finally(() => {
    pending = null;
  });
  return pending;
}

/** The session is over (spec §4 Expired session): forget the token and let the app sign out. */
export function endSession() {
  accessToken.clear();
  onEnded?.();
}
