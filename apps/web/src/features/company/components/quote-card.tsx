import type { Quote } from "@xpart/shared/schemas";
import { QUOTE_TEXTS } from "@xpart/shared/texts";
import { useId, type ReactNode } from "react";

import { DownloadButton } from "#src/components/download-button";
import { QuoteFact } from "#src/components/quote-fact";
import { QuoteLinesTable } from "#src/components/quote-lines-table";
import { QuoteStatusBadge } from "#src/components/quote-status-badge";
import { formatDate, formatDay } from "#src/lib/format-date";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";

/**
 * One of the company's quotes (issue 41) as its members see it: its number and state ('Expired' once a sent
 * quote's day has passed), who asked and when, until when it is valid, the notes both ways, its lines and
 * total, the PDF, and what may be done with it now (`actions`).
 */
export function QuoteCard({
  quote,
  downloading,
  onDownload,
  actions,
}: {
  quote: Quote;
  downloading: boolean;
  onDownload: () => void;
  actions: ReactNode;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-mono text-lg font-bold">
          {TEXTS.quoteTitle(quote.number)}
        </h2>
        <QuoteStatusBadge quote={quote} />
      </header>
      <dl className="grid gap-3 sm:grid-cols-3">
        <QuoteFact term={TEXTS.requestedOn}>
          <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
        </QuoteFact>
        <QuoteFact term={TEXTS.requestedBy}>{quote.requestedBy.name || quote.requestedBy.email}</QuoteFact>
        <QuoteFact term={QUOTE_TEXTS.validUntil}>
          {quote.validUntil ? <time dateTime={quote.validUntil}>{formatDay(quote.validUntil)}</time> : "—"}
        </QuoteFact>
        {quote.note && (
          <QuoteFact term={QUOTE_TEXTS.note} wide>
            {quote.note}
          </QuoteFact>
        )}
        {quote.adminNote && (
          <QuoteFact term={TEXTS.shopNote} wide>
            {quote.adminNote}
          </QuoteFact>
        )}
      </dl>
      <QuoteLinesTable quote={quote} />
      {quote.expired && <p className="text-sm text-base-content/80">{TEXTS.expiredNote}</p>}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <DownloadButton
          className="btn btn-ghost btn-sm max-sm:flex-1"
          pending={downloading}
          describedBy={headingId}
          onDownload={onDownload}
        >
          {TEXTS.pdf}
        </DownloadButton>
        {actions}
      </div>
    </article>
  );
}
