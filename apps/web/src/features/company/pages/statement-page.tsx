import type { Statement, StatementInvoice } from "@xpart/shared/schemas";
import { canManageCompany, COMPANY_TEXTS, ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { CreditCard } from "lucide-react";
import { useId, useState } from "react";

import { AccountFigures, AgeingBuckets } from "#src/components/account-figures";
import { DownloadButton } from "#src/components/download-button";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { OpenInvoicesTable } from "#src/components/open-invoices-table";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import {
  statementQueryOptions,
  useDownloadStatement,
  useStatement,
} from "#src/features/company/api/statement";
import { PayInvoiceDialog } from "#src/features/company/components/pay-invoice-dialog";
import { ApiClientError } from "#src/lib/api-error";
import { knownUser, useAuth } from "#src/lib/auth/auth-context";
import { CompanyNotice, NotInCompanyNotice } from "#src/lib/company/company-notice";
import { myCompanyQueryOptions, useMyCompany } from "#src/lib/company/get-my-company";
import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { toast } from "#src/lib/lazy-toast";
import type { PagePrefetch } from "#src/lib/page-prefetch";

/** The caller's company, and for its company admins the statement, asked for with the page's code. */
export const prefetch: PagePrefetch = async (client) => {
  const email = knownUser(client)?.email;
  if (!email) return;
  await client.prefetchQuery(myCompanyQueryOptions(email));
  const mine = client.getQueryData(myCompanyQueryOptions(email).queryKey);
  if (mine && canManageCompany(mine.role)) await client.prefetchQuery(statementQueryOptions(email));
};

const SKELETON = (
  <LoadingSkeleton className="flex flex-col gap-6">
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-20" />
      ))}
    </div>
    <Skeleton className="h-20 w-full" />
    <Skeleton className="h-64 w-full" />
  </LoadingSkeleton>
);

function StatementView({
  statement,
  onPay,
}: {
  statement: Statement;
  onPay: (invoice: StatementInvoice) => void;
}) {
  const invoicesId = useId();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-base-content/85">{TEXTS.statementIntro}</p>
      <AccountFigures terms={statement.terms} holdNote={TEXTS.statementOnHold} />
      <AgeingBuckets ageing={statement.ageing} />
      <section aria-labelledby={invoicesId} className="flex flex-col gap-2">
        <h2 id={invoicesId} className="text-lg font-semibold">
          {TEXTS.openInvoices} ({statement.invoices.length})
        </h2>
        {statement.invoices.length === 0 ? (
          <CompanyNotice>{ON_ACCOUNT_TEXTS.noOpenInvoices}</CompanyNotice>
        ) : (
          <OpenInvoicesTable
            invoices={statement.invoices}
            caption={TEXTS.openInvoices}
            action={{
              column: TEXTS.actions,
              cell: (invoice) => (
                <button
                  type="button"
                  className="btn btn-primary btn-xs whitespace-nowrap max-sm:btn-sm max-sm:mt-1"
                  aria-label={TEXTS.payInvoiceLabel(invoice.number)}
                  onClick={() => onPay(invoice)}
                >
                  <CreditCard aria-hidden="true" className="size-4" />
                  {ON_ACCOUNT_TEXTS.payInvoice}
                </button>
              ),
            }}
          />
        )}
      </section>
    </div>
  );
}

/**
 * Statement (issue 41, /dashboard/statement), for a company's admins: its payment terms, credit limit, open
 * balance and available credit, 'On hold' when an invoice is over 30 days overdue, the ageing buckets, and every
 * invoice on account that still owes something, each payable by card in full or in part. The PDF of the same
 * statement downloads with the token. Buyers and approvers are told it is the company admins'.
 */
export function StatementPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const company = useMyCompany(email);
  const mine = company.data;
  const manage = mine ? canManageCompany(mine.role) : false;
  const statement = useStatement(email, manage);
  const download = useDownloadStatement();
  const [paying, setPaying] = useState<StatementInvoice | null>(null);
  const today = statement.data?.today;

  let content;
  if (company.isPending) content = SKELETON;
  else if (company.isError)
    content = <ErrorWithRetry error={company.error} onRetry={() => void company.refetch()} />;
  else if (!mine)
    content = (
      <NotInCompanyNotice message={COMPANY_TEXTS.notInCompany} linkText={COMPANY_TEXTS.createCompany} />
    );
  else if (!manage) content = <CompanyNotice>{COMPANY_TEXTS.onlyCompanyAdmin}</CompanyNotice>;
  else if (statement.isPending) content = SKELETON;
  else if (statement.isError)
    content =
      statement.error instanceof ApiClientError && statement.error.status === 403 ? (
        <CompanyNotice>{statement.error.message}</CompanyNotice>
      ) : (
        <ErrorWithRetry error={statement.error} onRetry={() => void statement.refetch()} />
      );
  else content = <StatementView statement={statement.data} onPay={setPaying} />;

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${ON_ACCOUNT_TEXTS.statement} | X-Part`}</title>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{ON_ACCOUNT_TEXTS.statement}</h1>
          {mine && <p className="text-base-content/80 wrap-anywhere">{mine.company.name}</p>}
        </div>
        {today && (
          <DownloadButton
            className="btn btn-outline btn-sm"
            pending={download.isPending}
            onDownload={() => download.mutate(today, { onError: (error) => toast.error(error.message) })}
          >
            {ON_ACCOUNT_TEXTS.statementPdf}
          </DownloadButton>
        )}
      </div>
      {content}
      {paying && (
        <PayInvoiceDialog
          invoice={paying}
          email={email}
          billing={{ name: user?.displayName?.trim() || email, email }}
          onClose={() => setPaying(null)}
        />
      )}
    </section>
  );
}
