import type { ReactNode } from "react";

import { ColumnHeads } from "#src/components/column-heads";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";

/** The frame of every admin page: its tab title, its heading, and room for a toolbar beside it. */
export function AdminPage({
  title,
  heading,
  toolbar,
  children,
}: {
  title: string;
  /** The visible heading when it says more than the title ('Total Orders: 3'). */
  heading?: ReactNode;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${title} | X-Part`}</title>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{heading ?? title}</h1>
        {toolbar}
      </div>
      {children}
    </section>
  );
}

/** A quiet box for "nothing here", with an optional way out. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-box border border-dashed border-base-300 p-8 text-center">
      <p className="text-lg">{children}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/**
 * An empty list: with a search or a filter on, what matched nothing and the way back to everything; without,
 * that there is nothing yet.
 */
export function EmptyResults({
  filtered,
  noMatch,
  showAll,
  onShowAll,
  none,
}: {
  filtered: boolean;
  noMatch: ReactNode;
  /** The way back: 'Show all orders'. */
  showAll: string;
  onShowAll: () => void;
  none: ReactNode;
}) {
  return filtered ? (
    <EmptyState
      action={
        <button type="button" className="btn btn-primary" onClick={onShowAll}>
          {showAll}
        </button>
      }
    >
      {noMatch}
    </EmptyState>
  ) : (
    <EmptyState>{none}</EmptyState>
  );
}

/** What a list's states need from its query (a TanStack query or infinite query). */
interface ListQuery<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A list's states, in the order every admin page shows them: a spinner until the first answer, the error
 * with 'Try again' while there is nothing to show (a failed refetch keeps the list on screen), the empty
 * state, then the list.
 */
export function QueryStates<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.data === undefined) {
    return query.error && <ErrorWithRetry error={query.error} onRetry={() => void query.refetch()} />;
  }
  return isEmpty(query.data) ? empty : children(query.data);
}

/** Tells small screens that a wide table scrolls sideways. */
function ScrollHint({ children }: { children: ReactNode }) {
  return <p className="mb-2 text-sm text-base-content/80 md:hidden">{children}</p>;
}

/**
 * The box around a wide table: it scrolls sideways on small screens, so it can take the focus and be scrolled
 * with the arrow keys, and it is named for screen readers. Dimmed while the next page loads.
 */
function TableScroller({ label, busy, children }: { label: string; busy: boolean; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      className={`overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-offset-2 ${busy ? "opacity-60" : ""}`}
    >
      {children}
    </div>
  );
}

/**
 * A wide admin table: the hint for small screens, the box it scrolls in (named `label`, dimmed while `busy`),
 * its caption for screen readers, its column headers, and `children` as its rows.
 */
export function AdminTable({
  label,
  busy,
  scrollHint,
  caption,
  columns,
  className = "table",
  stackOnPhone = false,
  footer,
  children,
}: {
  label: string;
  busy: boolean;
  /** Said on small screens, unless the rows stack there. */
  scrollHint: ReactNode;
  caption: ReactNode;
  columns: readonly string[];
  className?: string;
  /**
   * Below 640 px the rows stack as cards instead of scrolling sideways (issue 27): the headers go, and each
   * row's cells wrap and name themselves (the page's row styles say how).
   */
  stackOnPhone?: boolean;
  /** Rows under the body (a totals row), in the table's `tfoot`. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {!stackOnPhone && <ScrollHint>{scrollHint}</ScrollHint>}
      <TableScroller label={label} busy={busy}>
        <table className={stackOnPhone ? `${className} max-sm:block` : className}>
          <caption className="sr-only">{caption}</caption>
          <ColumnHeads columns={columns} className={stackOnPhone ? "max-sm:hidden" : ""} />
          <tbody className={stackOnPhone ? "max-sm:block" : undefined}>{children}</tbody>
          {footer && <tfoot className={stackOnPhone ? "max-sm:block" : undefined}>{footer}</tfoot>}
        </table>
      </TableScroller>
    </>
  );
}
