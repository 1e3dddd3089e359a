import type { ReactNode } from "react";

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

/** Tells small screens that a wide table scrolls sideways. */
export function ScrollHint({ children }: { children: ReactNode }) {
  return <p className="mb-2 text-sm text-base-content/80 md:hidden">{children}</p>;
}

/**
 * The box around a wide table: it scrolls sideways on small screens, so it can take the focus and be scrolled
 * with the arrow keys, and it is named for screen readers. Dimmed while the next page loads.
 */
export function TableScroller({
  label,
  busy,
  children,
}: {
  label: string;
  busy: boolean;
  children: ReactNode;
}) {
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

/** A table's header row: one column header per label, as every admin table has it. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="text-base-content/80">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
