import { useCallback } from "react";
import { useNavigate } from "react-router";

import { paths } from "#src/lib/paths";

import { useAuth } from "./auth-context";

/**
 * Spec §4 Sign Out: the session ends, the token is forgotten, and the visitor starts again from the home page.
 * Home first: signed out on a guarded page, the route guard would send the visitor to /login instead. The home
 * page is drawn at once (flushSync), not as a transition that could still be pending when the session is cleared.
 */
export function useSignOutToHome(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    void Promise.resolve(navigate(paths.home, { flushSync: true })).then(signOut);
  }, [navigate, signOut]);
}
