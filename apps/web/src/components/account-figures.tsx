import type { CompanyTerms, Statement } from "@xpart/shared/schemas";
import {
  AGEING_LABELS,
  ageingBuckets,
  formatMoney,
  ON_ACCOUNT_TEXTS,
  TERM_LABELS,
} from "@xpart/shared/texts";
import { useId, type ReactNode } from "react";

import { ToneBadge } from "#src/components/tone-badge";
import { ON_ACCOUNT_PAGE_TEXTS } from "#src/lib/company/on-account-texts";

/**
 * A company's account at a glance (issue 41), as its company admins and the shop's admins read it: payment
 * terms, credit limit, open balance and available credit, and 'On hold' with why when it is. `children` adds
 * what the reader may do about it (the shop's 'Lift hold').
 */
export function AccountFigures({
  terms,
  holdNote,
  children,
}: {
  terms: CompanyTerms;
  /** Said under 'On hold': why, and what lifts it, in the reader's terms. */
  holdNote?: string;
  children?: ReactNode;
}) {
  const rows: [string, string][] = [
    [ON_ACCOUNT_TEXTS.terms, TERM_LABELS[terms.paymentTerms]],
    [ON_ACCOUNT_PAGE_TEXTS.creditLimit, formatMoney(terms.creditLimit)],
    [ON_ACCOUNT_TEXTS.balance, formatMoney(terms.balance)],
    [ON_ACCOUNT_TEXTS.available, formatMoney(terms.available)],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {rows.map(([term, shown]) => (
          <div key={term} className="rounded-box border border-base-300 bg-base-100 p-3">
            <dt className="text-sm text-base-content/80">{term}</dt>
            <dd className="text-lg font-bold wrap-anywhere">{shown}</dd>
          </div>
        ))}
      </dl>
      {terms.onHold && (
        <div role="status" className="flex flex-col items-start gap-2 rounded-box bg-warning/15 p-3 text-sm">
          <ToneBadge tone="warning">{ON_ACCOUNT_TEXTS.onHold}</ToneBadge>
          {holdNote && <p>{holdNote}</p>}
          {children}
        </div>
      )}
    </div>
  );
}

/**
 * What the open invoices owe by how long overdue (issue 41): current, then 1–30 to over 90 days, each with its
 * sum; an overdue bucket that holds money stands out.
 */
export function AgeingBuckets({
  ageing,
  headingLevel = 2,
}: {
  ageing: Statement["ageing"];
  /** Deeper inside a dialog, whose title is the h2. */
  headingLevel?: 2 | 3 | 4;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className={headingLevel === 2 ? "text-lg font-semibold" : "font-semibold"}>
        {ON_ACCOUNT_PAGE_TEXTS.ageing}
      </Heading>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {ageingBuckets.map((bucket) => {
          const owed = ageing[bucket];
          const late = bucket !== "current" && owed > 0;
          return (
            <div
              key={bucket}
              className={`rounded-box border p-2 ${late ? "border-warning bg-warning/10" : "border-base-300"}`}
            >
              <dt className="text-sm text-base-content/80">{AGEING_LABELS[bucket]}</dt>
              <dd className="font-semibold">{formatMoney(owed)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
