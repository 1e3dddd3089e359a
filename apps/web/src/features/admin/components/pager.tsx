import { ChevronLeft, ChevronRight } from "lucide-react";

interface PagerProps {
  /** What is being paged, for the navigation's name: "Orders". */
  label: string;
  offset: number;
  pageSize: number;
  /** How many rows there are in all (X-Total-Count). */
  total: number;
  /** Rows on this page. */
  shown: number;
  onOffset: (offset: number) => void;
  /** A page is loading: both buttons wait. */
  busy?: boolean;
}

/** Previous / Next over server-side pages, with "Showing 21–40 of 57" read out when it changes. */
export function Pager({ label, offset, pageSize, total, shown, onOffset, busy = false }: PagerProps) {
  const first = total === 0 ? 0 : offset + 1;
  const last = offset + shown;
  const hasPrevious = offset > 0;
  const hasNext = last < total;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-base-content/80">
        Showing {first}–{last} of {total}
      </p>
      {(hasPrevious || hasNext) && (
        <div className="join">
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={!hasPrevious || busy}
            onClick={() => onOffset(Math.max(0, offset - pageSize))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </button>
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={!hasNext || busy}
            onClick={() => onOffset(offset + pageSize)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </nav>
  );
}
