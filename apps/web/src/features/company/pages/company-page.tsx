import { canManageCompany, COMPANY_ROLE_LABELS, COMPANY_TEXTS, ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { ReceiptText } from "lucide-react";
import { Link } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import { CompanyAddresses } from "#src/features/company/components/company-addresses";
import { CompanyDetails } from "#src/features/company/components/company-details";
import { CreateCompanyForm } from "#src/features/company/components/create-company-form";
import { InvitationsSection } from "#src/features/company/components/invitations-section";
import { LeaveCompany } from "#src/features/company/components/leave-company";
import { MembersTable } from "#src/features/company/components/members-table";
import { knownUser, useAuth } from "#src/lib/auth/auth-context";
import { myCompanyQueryOptions, useMyCompany } from "#src/lib/company/get-my-company";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { paths } from "#src/lib/paths";

/** The caller's company, asked for with the page's code. */
export const prefetch: PagePrefetch = async (client) => {
  const email = knownUser(client)?.email;
  if (email) await client.prefetchQuery(myCompanyQueryOptions(email));
};

const SKELETON = (
  <LoadingSkeleton className="grid gap-6 xl:grid-cols-2">
    <Skeleton className="h-64 w-full" />
    <Skeleton className="h-64 w-full" />
  </LoadingSkeleton>
);

/**
 * Company (issue 40, /dashboard/company). A customer in no company is offered to create one. A member sees
 * its details, members and delivery addresses; a company admin also edits the details and its two choices,
 * changes roles, removes members, invites people and keeps the addresses, and opens the company's Statement
 * (issue 41). Buyers and approvers read only: nothing the server would refuse them is offered.
 */
export function CompanyPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const company = useMyCompany(email);
  const mine = company.data;

  let content;
  if (company.isPending) content = SKELETON;
  else if (company.isError)
    content = <ErrorWithRetry error={company.error} onRetry={() => void company.refetch()} />;
  else if (!mine) content = <CreateCompanyForm />;
  else {
    const manage = canManageCompany(mine.role);
    content = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-base-content/85">
            Your role:{" "}
            <span className="badge badge-soft badge-primary">{COMPANY_ROLE_LABELS[mine.role]}</span>
          </p>
          {manage && (
            <Link to={paths.statement} className="btn btn-outline btn-sm">
              <ReceiptText aria-hidden="true" className="size-4" />
              {ON_ACCOUNT_TEXTS.statement}
            </Link>
          )}
        </div>
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <CompanyDetails company={mine.company} email={email} canManage={manage} />
          <CompanyAddresses email={email} canManage={manage} defaultName={user?.displayName?.trim() ?? ""} />
        </div>
        <MembersTable mine={mine} email={email} canManage={manage} />
        {manage && <InvitationsSection invitations={mine.invitations} />}
        <LeaveCompany mine={mine} email={email} />
      </div>
    );
  }

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${COMPANY_TEXTS.company} | X-Part`}</title>
      <h1 className="mb-4 text-2xl font-bold wrap-anywhere">
        {mine ? mine.company.name : COMPANY_TEXTS.company}
      </h1>
      {content}
    </section>
  );
}
