import { Link, useLocation } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { menuEntries, type MenuEntry } from "#src/features/dashboard/menu-rules";
import { useAuth } from "#src/lib/auth/auth-context";
import { useAdminStatus } from "#src/lib/auth/get-admin-status";
import { useSignOutToHome } from "#src/lib/auth/use-sign-out-to-home";
import { paths } from "#src/lib/paths";

/** The index route is the profile too (DASH-02), so My Profile is the current page there as well. */
function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || paths.home;
  return path === to || (to === paths.profile && path === paths.dashboard);
}

function Entry({ entry, onSignOut }: { entry: MenuEntry; onSignOut: () => void }) {
  const { pathname } = useLocation();
  if (entry.kind === "sign-out") {
    return (
      <button type="button" onClick={onSignOut}>
        {entry.label}
      </button>
    );
  }
  return (
    <Link to={entry.to} aria-current={isCurrent(entry.to, pathname) ? "page" : undefined}>
      {entry.label}
    </Link>
  );
}

/**
 * The dashboard's side menu (spec §2): the admin or the customer items, as GET /api/admin/{email} answers.
 * Until it answers, a spinner instead of a menu that might be the wrong one.
 */
export function SideMenu() {
  const { user } = useAuth();
  const admin = useAdminStatus(user?.email);
  const onSignOut = useSignOutToHome();

  if (user && admin.isPending) return <Spinner />;
  if (user && admin.isError)
    return <ErrorWithRetry error={admin.error} onRetry={() => void admin.refetch()} />;
  return (
    <ul className="menu w-full gap-1 p-0 text-base">
      {menuEntries({ signedIn: Boolean(user), admin: admin.data === true }).map((entry) => (
        <li key={entry.label}>
          <Entry entry={entry} onSignOut={onSignOut} />
        </li>
      ))}
    </ul>
  );
}
