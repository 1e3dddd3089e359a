import { Navigate, Outlet, useLocation } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { useAuth } from "#src/lib/auth/auth-context";
import { useAdminStatus } from "#src/lib/auth/get-admin-status";
import { hrefs } from "#src/lib/paths";

/**
 * Admin-only routes (spec §2, DASH-09..11). Nothing of the admin page renders, and so none of its data is
 * asked for, until GET /api/admin/{email} says admin. Everyone else goes to /login with the original
 * location; the reason lets the login page show its form to a signed-in customer instead of sending them
 * back here (LOGIN-10).
 */
export function RequireAdmin() {
  const { user } = useAuth();
  const admin = useAdminStatus(user?.email);
  const location = useLocation();
  const from = location.pathname + location.search + location.hash;

  if (user && admin.isPending) return <Spinner className="min-h-[40vh] items-center" />;
  if (user && admin.isError)
    return <ErrorWithRetry error={admin.error} onRetry={() => void admin.refetch()} />;
  if (!user || !admin.data) {
    return <Navigate to={hrefs.login(from)} state={user ? { from, reason: "admin" } : { from }} replace />;
  }
  return <Outlet />;
}
