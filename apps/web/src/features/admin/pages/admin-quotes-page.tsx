import {
  QUOTE_STATUS_LABELS,
  QUOTE_TEXTS,
  quoteStatuses,
  utcDay,
  type QuoteStatus,
} from "@xpart/shared/texts";
import { useSearchParams } from "react-router";

import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useAdminQuotes, useDownloadAdminQuote } from "#src/features/admin/api/quotes";
import { AdminPage, EmptyState, QueryStates } from "#src/features/admin/components/admin-page";
import { AdminQuoteCard } from "#src/features/admin/components/admin-quote-card";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";

/** The filter's choices, requested first (what waits for the shop), then the rest, then every quote. */
const FILTERS: { status: QuoteStatus | ""; label: string }[] = [
  ...quoteStatuses.map((status) => ({ status, label: QUOTE_STATUS_LABELS[status] })),
  { status: "", label: TEXTS.all },
];

/** `?status=` as the filter reads it: requested unless another status (or `all`) is asked for. */
function statusOf(param: string | null): QuoteStatus | "" {
  if (param === "all") return "";
  return quoteStatuses.find((status) => status === param) ?? "requested";
}

/** Requested, Sent, Accepted, Declined, All: toggle buttons, the chosen one pressed, as the orders' tabs. */
function StatusFilter({
  value,
  onChange,
}: {
  value: QuoteStatus | "";
  onChange: (status: QuoteStatus | "") => void;
}) {
  return (
    <div
      role="group"
      aria-label={TEXTS.statusFilter}
      className="tabs tabs-box w-fit max-w-full overflow-x-auto"
    >
      {FILTERS.map(({ status, label }) => {
        const active = status === value;
        return (
          <button
            key={label}
            type="button"
            className={`tab whitespace-nowrap ${active ? "tab-active" : "text-base-content/80"}`}
            aria-pressed={active}
            onClick={() => onChange(status)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Quotes (issue 41, shop admins, /dashboard/admin-quotes): the quotes the companies asked for, the requested
 * ones first (the filter, in the address as `?status=`), each with its company, requester, note and lines. A
 * requested or sent quote gets a quantity and unit price per line, a validity day and a note ('Save prices'),
 * and is sent once every line has a price ('Send quote'); each has its PDF.
 */
export function AdminQuotesPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const quotes = useAdminQuotes(status);
  const download = useDownloadAdminQuote();
  const failed = useAdminFailure();
  const today = utcDay(new Date());
  const label = FILTERS.find((filter) => filter.status === status)?.label ?? TEXTS.all;

  return (
    <AdminPage title={QUOTE_TEXTS.quotes}>
      <p className="mb-4 text-base-content/85">{TEXTS.adminIntro}</p>
      <div className="mb-4">
        <StatusFilter
          value={status}
          onChange={(next) =>
            setParams(next === "requested" ? {} : { status: next || "all" }, { replace: true })
          }
        />
      </div>
      <QueryStates
        query={quotes}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState>{status ? TEXTS.noQuotesOf(label) : QUOTE_TEXTS.noQuotes}</EmptyState>}
      >
        {(data) => (
          <ul
            aria-label={QUOTE_TEXTS.quotes}
            aria-busy={quotes.isPlaceholderData}
            className="flex flex-col gap-4"
          >
            {data.map((quote) => (
              <li key={quote.id}>
                <AdminQuoteCard
                  quote={quote}
                  today={today}
                  downloading={download.isPending && download.variables.id === quote.id}
                  onDownload={() => download.mutate(quote, { onError: failed })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </AdminPage>
  );
}
