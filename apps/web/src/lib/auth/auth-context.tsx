import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";

import { ApiClientError } from "#src/lib/api-error";
import { paths } from "#src/lib/paths";
import { queryKeys } from "#src/lib/query-keys";

import { accessToken, registerTokenHandlers } from "./access-token";
import { sessionApi, type SessionUser } from "./identity-client";
import { sessionNotice } from "./session-notice";
import { signOutChannel } from "./sign-out-channel";

/** The signed-in user as the app reads it (spec §3), mapped from better-auth's user (email, name, image). */
export interface AuthUser {
  email: string;
  /** Whether the address was proven by the mailed link (issue 15); nothing a customer does waits for it. */
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
}

interface AuthState {
  user: AuthUser | null;
  /** True while the session is read or a sign-in request is in flight (the spec's full-screen spinner). */
  loading: boolean;
  /**
   * Re-reads the identity session and gets a fresh API token for it (after sign-in, sign-up, a second step or
   * a profile change). Answers the user, or null when there is no session.
   */
  refresh: () => Promise<AuthUser | null>;
  /** Wraps a sign-in request so the full-screen spinner shows while it runs. */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Ends the session on the server and here, and forgets the token. */
  signOut: () => Promise<void>;
}

/** Tokens last 15 minutes; refresh well before, silently, while the identity session lives. */
const REFRESH_EVERY_MS = 10 * 60 * 1000;

/**
 * The identity session and, for it, an API token stored as accessToken (spec §4 Auth): the stored one while
 * it lasts (issue 12: a page load asks for none), else a new one. A stored token with no session left means
 * the session ended while the shopper was away, and they are told so.
 */
async function loadSession(): Promise<AuthUser | null> {
  const sessionUser = await sessionApi.getSession();
  if (!sessionUser) {
    if (accessToken.get()) sessionNotice.remember();
    accessToken.clear();
    return null;
  }
  accessToken.set(
    accessToken.reusableFor(sessionUser.email) ?? (await sessionApi.requestToken(sessionUser.email)),
  );
  return toAuthUser(sessionUser);
}

function toAuthUser(sessionUser: SessionUser): AuthUser {
  return {
    email: sessionUser.email,
    emailVerified: sessionUser.emailVerified,
    displayName: sessionUser.name,
    photoURL: sessionUser.image ?? null,
    twoFactorEnabled: sessionUser.twoFactorEnabled === true,
    phoneNumber: sessionUser.phoneNumber ?? null,
  };
}

const SESSION_QUERY = {
  queryKey: queryKeys.session,
  queryFn: loadSession,
  staleTime: Infinity,
  retry: false,
};

/**
 * Asks for the session before the app's first render rather than when it is committed: on a phone the first
 * render of a page takes a while, and the answer decides the navbar (issue 13). When the server renderer has
 * read it (issue 24) nothing is asked: signed out, a token stored from a session that ended while the shopper
 * was away is cleared and they are told, as loadSession does; signed in, the API token is made sure of before
 * the page's own calls need it (they would otherwise start with a 401).
 */
export async function startSessionLoad(client: QueryClient): Promise<void> {
  const known = knownUser(client);
  if (known === undefined) {
    void client.prefetchQuery(SESSION_QUERY);
  } else if (known === null) {
    if (accessToken.get()) sessionNotice.remember();
    accessToken.clear();
  } else if (!accessToken.reusableFor(known.email)) {
    // A failure here is the first call's 401 and silent refresh, as before.
    await sessionApi.requestToken(known.email).then(accessToken.set, () => accessToken.clear());
  }
}

/** The signed-in user as the client knows them (null: signed out; undefined: not read yet). */
export const knownUser = (client: QueryClient) => client.getQueryData<AuthUser | null>(queryKeys.session);

/**
 * The session as the server renderer read it for this visitor (null: signed out), so the page is drawn as
 * they will see it and the browser need not ask again (issue 24). The API token is the browser's to get.
 */
export function seedSession(client: QueryClient, sessionUser: SessionUser | null): void {
  client.setQueryData(queryKeys.session, sessionUser && toAuthUser(sessionUser));
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(0);
  const session = useQuery({
    ...SESSION_QUERY,
    // Re-reading the session also renews the token, silently, while the identity session lives.
    refetchInterval: (query) => (query.state.data ? REFRESH_EVERY_MS : false),
  });
  const user = session.data ?? null;

  const forget = useCallback(() => {
    accessToken.clear();
    queryClient.setQueryData(queryKeys.session, null);
    queryClient.removeQueries({ predicate: (q) => q.meta?.private === true });
  }, [queryClient]);

  const refresh = useCallback(
    () => queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: loadSession, staleTime: 0 }),
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await sessionApi.signOut().catch(() => undefined);
    forget();
    signOutChannel.announce();
  }, [forget]);

  const track = useCallback(async <T,>(work: Promise<T>) => {
    setBusy((n) => n + 1);
    try {
      return await work;
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);

  useEffect(() => {
    registerTokenHandlers({
      refresh: async () => {
        const email = knownUser(queryClient)?.email;
        if (!email) return null;
        try {
          const token = await sessionApi.requestToken(email);
          accessToken.set(token);
          return token;
        } catch (error) {
          // Only a refused session means it has ended; too many requests or no network is not a sign-out.
          if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) return null;
          throw error;
        }
      },
      // Spec §4 Expired session: signed out, token cleared, back to the home page, told why (issue 12).
      ended: () => {
        forget();
        signOutChannel.announce();
        sessionNotice.remember();
        // The home page is drawn on the server from the session cookie (issue 24): it goes first.
        void sessionApi
          .signOut()
          .catch(() => undefined)
          .finally(() => window.location.assign(paths.home));
      },
    });
  }, [queryClient, forget]);

  // A sign-out in another tab signs this one out at once, with the same word (issue 12).
  useEffect(
    () =>
      signOutChannel.listen(() => {
        forget();
        sessionNotice.show();
      }),
    [forget],
  );

  // The word for a session that ended before this page loaded (or that reloaded it to /).
  useEffect(() => {
    if (session.isSuccess) sessionNotice.showRemembered();
  }, [session.isSuccess]);

  const value = useMemo<AuthState>(
    () => ({ user, loading: session.isPending || busy > 0, refresh, track, signOut }),
    [user, session.isPending, busy, refresh, track, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
