import type { Order } from "@xpart/shared/schemas";
import { useId, type ReactNode } from "react";

import { PAYMENT_STATE } from "./payment-state";

/**
 * The frame of what is being paid for (PAY-01): a card with its title, the details as terms and values (long
 * unbroken values wrap instead of widening the page), the payment's state, then what the summary adds.
 */
export function SummaryCard({
  title,
  rows,
  status,
  children,
}: {
  title: string;
  rows: readonly (readonly [term: string, value: string])[];
  status: Order["status"];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5">
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
          <dt className="text-base-content/70">Payment</dt>
          <dd className="font-medium">{PAYMENT_STATE[status]}</dd>
        </dl>
        {children}
      </div>
    </section>
  );
}
