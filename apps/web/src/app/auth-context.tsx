import { createContext, use, type ReactNode } from "react";

/** The signed-in user as the app reads it (spec §3): mapped from the identity provider later. */
export interface AuthUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  /** True while the session is being read or a sign-in request is in flight (full-screen spinner). */
  loading: boolean;
  signOut: () => void;
}

// Accounts arrive in a later issue: until then everyone is signed out, so there is nothing to sign out of.
const SIGNED_OUT: AuthState = { user: null, loading: false, signOut: () => undefined };

const AuthContext = createContext<AuthState>(SIGNED_OUT);

/** The seam the sign-in issue replaces: provide the real session state here and every reader follows. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext value={SIGNED_OUT}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return use(AuthContext);
}
