import type { Quote } from "@xpart/shared/schemas";
import { canQuote, COMPANY_TEXTS, QUOTE_TEXTS, utcDay } from "@xpart/shared/texts";
import { useState } from "react";
import { Link } from "react-router";

import { CheckoutConfirmation } from "#src/components/checkout/checkout-confirmation";
import { ConfirmDialog } from "#src/components/confirm-dialog";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import {
  quotesQueryOptions,
  useDeclineQuote,
  useDownloadQuote,
  useQuotes,
} from "#src/features/company/api/quotes";
import { AcceptQuoteDialog, type PlacedQuote } from "#src/features/company/components/accept-quote-dialog";
import { QuoteCard } from "#src/features/company/components/quote-card";
import { ApiClientError } from "#src/lib/api-error";
import { knownUser, useAuth } from "#src/lib/auth/auth-context";
import { CompanyNotice, NotInCompanyNotice } from "#src/lib/company/company-notice";
import { onAccountTerms, useCompanyTerms } from "#src/lib/company/company-terms";
import { myCompanyQueryOptions, useMyCompany } from "#src/lib/company/get-my-company";
import { toast } from "#src/lib/lazy-toast";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { paths } from "#src/lib/paths";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";

/** The caller's company, and for its members the quotes, asked for with the page's code. */
export const prefetch: PagePrefetch = async (client) => {
  const email = knownUser(client)?.email;
  if (!email) return;
  await client.prefetchQuery(myCompanyQueryOptions(email));
  if (client.getQueryData(myCompanyQueryOptions(email).queryKey))
    await client.prefetchQuery(quotesQueryOptions(email));
};

const SKELETON = (
  <LoadingSkeleton className="flex flex-col gap-4">
    <Skeleton className="h-64 w-full" />
    <Skeleton className="h-64 w-full" />
  </LoadingSkeleton>
);

/** What a member may do with a quote today: accept a sent one before its day has passed, decline a sent one. */
function quoteActions(quote: Quote, today: string) {
  return {
    accept: !quote.expired && canQuote("accept", quote, today),
    decline: canQuote("decline", quote, today),
  };
}

/**
 * Quotes (issue 41, /dashboard/quotes), for a company's members: every quote of the company, newest first,
 * with its state, lines, prices, validity and the shop's note, and its PDF. A sent quote not past its day is
 * accepted with the checkout's billing details and pay-with choice ('Accept and check out'), or declined after
 * a confirm. A quote is asked for from the cart ('Request a quote').
 */
export function QuotesPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const company = useMyCompany(email);
  const mine = company.data;
  const quotes = useQuotes(email, Boolean(mine));
  const account = onAccountTerms(useCompanyTerms(email, Boolean(mine)).data);
  const download = useDownloadQuote();
  const decline = useDeclineQuote(email);
  const [accepting, setAccepting] = useState<Quote | null>(null);
  const [declining, setDeclining] = useState<Quote | null>(null);
  const [placed, setPlaced] = useState<PlacedQuote | null>(null);
  const today = utcDay(new Date());

  const confirmDecline = () => {
    if (!declining) return;
    const { id, number } = declining;
    decline.mutate(id, {
      onSuccess: () => toast.success(TEXTS.declined(number)),
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeclining(null),
    });
  };

  const cards = (list: Quote[]) => (
    <ul aria-label={QUOTE_TEXTS.quotes} className="flex flex-col gap-4">
      {list.map((quote) => {
        const can = quoteActions(quote, today);
        return (
          <li key={quote.id}>
            <QuoteCard
              quote={quote}
              downloading={download.isPending && download.variables.id === quote.id}
              onDownload={() => download.mutate(quote, { onError: (error) => toast.error(error.message) })}
              actions={
                <>
                  {can.decline && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm max-sm:flex-1"
                      aria-label={TEXTS.declineLabel(quote.number)}
                      onClick={() => setDeclining(quote)}
                    >
                      {QUOTE_TEXTS.decline}
                    </button>
                  )}
                  {can.accept && (
                    <button
                      type="button"
                      className="btn btn-primary btn-sm max-sm:w-full"
                      aria-label={TEXTS.acceptLabel(quote.number)}
                      onClick={() => setAccepting(quote)}
                    >
                      {QUOTE_TEXTS.accept}
                    </button>
                  )}
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );

  let content;
  if (company.isPending) content = SKELETON;
  else if (company.isError)
    content = <ErrorWithRetry error={company.error} onRetry={() => void company.refetch()} />;
  else if (!mine)
    content = (
      <NotInCompanyNotice message={COMPANY_TEXTS.notInCompany} linkText={COMPANY_TEXTS.createCompany} />
    );
  else if (quotes.isPending) content = SKELETON;
  else if (quotes.isError)
    content =
      quotes.error instanceof ApiClientError && quotes.error.status === 403 ? (
        <CompanyNotice>{quotes.error.message}</CompanyNotice>
      ) : (
        <ErrorWithRetry error={quotes.error} onRetry={() => void quotes.refetch()} />
      );
  else if (quotes.data.length === 0)
    content = (
      <CompanyNotice
        action={
          <Link to={paths.cart} className="btn btn-primary">
            {TEXTS.openCart}
          </Link>
        }
      >
        {QUOTE_TEXTS.noQuotes} {TEXTS.noQuotesHint}
      </CompanyNotice>
    );
  else content = cards(quotes.data);

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${QUOTE_TEXTS.quotes} | X-Part`}</title>
      <div className="mb-4 min-w-0">
        <h1 className="text-2xl font-bold">{QUOTE_TEXTS.quotes}</h1>
        {mine && <p className="text-base-content/80 wrap-anywhere">{mine.company.name}</p>}
      </div>
      {mine && <p className="mb-4 text-base-content/85">{TEXTS.quotesIntro}</p>}
      {placed && (
        <div className="mb-6">
          <CheckoutConfirmation orders={placed.orders} total={placed.total} onAccount={placed.onAccount} />
        </div>
      )}
      {content}
      {accepting && (
        <AcceptQuoteDialog
          quote={accepting}
          email={email}
          defaultName={user?.displayName ?? ""}
          account={account}
          onPlaced={(done) => {
            setAccepting(null);
            setPlaced(done);
          }}
          onClose={() => setAccepting(null)}
        />
      )}
      <ConfirmDialog
        open={declining !== null}
        title={declining ? TEXTS.declineConfirm(declining.number) : ""}
        message={TEXTS.declineDetail}
        confirmLabel={QUOTE_TEXTS.decline}
        cancelLabel={TEXTS.keepQuote}
        busy={decline.isPending}
        onConfirm={confirmDecline}
        onCancel={() => setDeclining(null)}
      />
    </section>
  );
}
