import { Navigate, Outlet, useLocation } from "react-router";

import { FullScreenSpinner } from "#src/components/spinner";
import { useAuth } from "#src/lib/auth/auth-context";
import { hrefs } from "#src/lib/paths";

/**
 * Route guard (spec §2): a signed-out visitor goes to /login, carrying where they came from
 * both in history state and in `?from=` so the location survives a reload or an OpenID redirect.
 */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (!user) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={hrefs.login(from)} state={{ from }} replace />;
  }
  return <Outlet />;
}
