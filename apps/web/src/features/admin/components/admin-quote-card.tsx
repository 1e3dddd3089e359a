import type { Quote } from "@xpart/shared/schemas";
import { canQuote, QUOTE_TEXTS } from "@xpart/shared/texts";
import { useId } from "react";

import { DownloadButton } from "#src/components/download-button";
import { QuoteFact } from "#src/components/quote-fact";
import { QuoteLinesTable } from "#src/components/quote-lines-table";
import { QuoteStatusBadge } from "#src/components/quote-status-badge";
import { QuotePriceForm } from "#src/features/admin/components/quote-price-form";
import { formatDate, formatDay } from "#src/lib/format-date";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";

/**
 * One quote as the shop sees it (issue 41): its number and state, the company, who asked and when, their note,
 * and its PDF. A requested or sent quote is priced here (QuotePriceForm); an accepted or declined one is read only.
 */
export function AdminQuoteCard({
  quote,
  today,
  downloading,
  onDownload,
}: {
  quote: Quote;
  today: string;
  downloading: boolean;
  onDownload: () => void;
}) {
  const headingId = useId();
  const editable = canQuote("price", quote, today);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-mono text-lg font-bold">
          {TEXTS.quoteTitle(quote.number)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <QuoteStatusBadge quote={quote} />
          <DownloadButton
            className="btn btn-ghost btn-sm"
            pending={downloading}
            describedBy={headingId}
            onDownload={onDownload}
          >
            {TEXTS.pdf}
          </DownloadButton>
        </div>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <QuoteFact term={TEXTS.company}>{quote.companyName}</QuoteFact>
        <QuoteFact term={TEXTS.requestedBy}>
          {quote.requestedBy.name}
          <span className="block text-sm text-base-content/70">{quote.requestedBy.email}</span>
        </QuoteFact>
        <QuoteFact term={TEXTS.requestedOn}>
          <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
        </QuoteFact>
        {!editable && (
          <QuoteFact term={QUOTE_TEXTS.validUntil}>
            {quote.validUntil ? <time dateTime={quote.validUntil}>{formatDay(quote.validUntil)}</time> : "—"}
          </QuoteFact>
        )}
        {quote.note && (
          <QuoteFact term={TEXTS.theirNote} wide>
            {quote.note}
          </QuoteFact>
        )}
        {!editable && quote.adminNote && (
          <QuoteFact term={TEXTS.shopNote} wide>
            {quote.adminNote}
          </QuoteFact>
        )}
      </dl>
      {editable ? (
        <QuotePriceForm quote={quote} today={today} />
      ) : (
        <>
          <QuoteLinesTable quote={quote} />
          <p className="text-sm text-base-content/70">{TEXTS.decided}</p>
        </>
      )}
    </article>
  );
}
