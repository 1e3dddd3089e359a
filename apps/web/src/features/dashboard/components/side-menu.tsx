import {
  APPROVAL_TEXTS,
  canManageCompany,
  canSeeCompanyOrders,
  COMPANY_TEXTS,
  ON_ACCOUNT_TEXTS,
  QUOTE_TEXTS,
} from "@xpart/shared/texts";
import { Link, useLocation } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { menuEntries, type MenuEntry } from "#src/features/dashboard/menu-rules";
import { useAuth } from "#src/lib/auth/auth-context";
import { useAdminStatus } from "#src/lib/auth/get-admin-status";
import { useSignOutToHome } from "#src/lib/auth/use-sign-out-to-home";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { useMyCompany } from "#src/lib/company/get-my-company";
import { paths } from "#src/lib/paths";

type MenuLink = Extract<MenuEntry, { kind: "link" }>;
const link = (label: string, to: string): MenuLink => ({ kind: "link", label, to });

/**
 * The company items (issue 40), added to the role's items: 'Company' for every customer (to set one up or run
 * it), 'Company orders' for a member whose role may see them, 'Orders to approve' for approvers and company
 * admins (not buyers), 'Statement' for company admins and 'Quotes' for every member (issue 41); 'Companies',
 * 'Receivables' and 'Quotes' (issue 41) for the shop's admins after All Users. The customer's go after their ordering items, before Blog and My Profile.
 */
function withCompanyItems(entries: MenuEntry[], extra: MenuLink[], after: string | null): MenuEntry[] {
  if (extra.length === 0) return entries;
  const anchor = after
    ? entries.findIndex((entry) => entry.kind === "link" && entry.to === after) + 1
    : entries.findIndex((entry) => entry.kind === "link" && entry.to === paths.blog);
  const at = anchor > 0 ? anchor : entries.length - 1;
  return [...entries.slice(0, at), ...extra, ...entries.slice(at)];
}

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
 * Until it answers, a spinner instead of a menu that might be the wrong one. A customer's company (issue 40)
 * is read once the admin check says customer; until it answers the menu shows without 'Company orders' and
 * 'Orders to approve'.
 */
export function SideMenu() {
  const { user } = useAuth();
  const admin = useAdminStatus(user?.email);
  const customer = Boolean(user) && admin.data === false;
  const company = useMyCompany(user?.email, customer).data;
  const onSignOut = useSignOutToHome();

  if (user && admin.isPending) return <Spinner />;
  if (user && admin.isError)
    return <ErrorWithRetry error={admin.error} onRetry={() => void admin.refetch()} />;
  const entries = menuEntries({ signedIn: Boolean(user), admin: admin.data === true });
  const companyItems = admin.data
    ? [
        link(COMPANY_PAGE_TEXTS.companies, paths.companies),
        link(ON_ACCOUNT_TEXTS.receivables, paths.receivables),
        link(QUOTE_TEXTS.quotes, paths.adminQuotes),
      ]
    : customer
      ? [
          link(COMPANY_TEXTS.company, paths.company),
          ...(company && canSeeCompanyOrders(company.role, company.company)
            ? [link(COMPANY_TEXTS.companyOrders, paths.companyOrders)]
            : []),
          ...(company && company.role !== "buyer" ? [link(APPROVAL_TEXTS.approvals, paths.approvals)] : []),
          ...(company && canManageCompany(company.role)
            ? [link(ON_ACCOUNT_TEXTS.statement, paths.statement)]
            : []),
          ...(company ? [link(QUOTE_TEXTS.quotes, paths.quotes)] : []),
        ]
      : [];
  return (
    <ul className="menu w-full gap-1 p-0 text-base">
      {withCompanyItems(entries, companyItems, admin.data ? paths.users : null).map((entry) => (
        <li key={entry.label}>
          <Entry entry={entry} onSignOut={onSignOut} />
        </li>
      ))}
    </ul>
  );
}
