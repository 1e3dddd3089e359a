/**
 * The API access token, kept in localStorage as `accessToken` (spec §9). The auth provider registers how to
 * get a fresh one and what to do when the session has ended; the API client uses both.
 */
const KEY = "accessToken";

let refresher: (() => Promise<string | null>) | null = null;
let onEnded: (() => void) | null = null;
let pending: Promise<string | null> | null = null;

export const accessToken = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
};

export function registerTokenHandlers(handlers: {
  refresh: () => Promise<string | null>;
  ended: () => void;
}) {
  refresher = handlers.refresh;
  onEnded = handlers.ended;
}

/** A new token while the identity session lives, or null; concurrent callers share one request. */
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
