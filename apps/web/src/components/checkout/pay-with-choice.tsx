import type { CompanyTerms } from "@xpart/shared/schemas";
import { formatMoney, ON_ACCOUNT_TEXTS, TERM_LABELS, type PayWith } from "@xpart/shared/texts";
import { useId, type ReactNode } from "react";

import { ToneBadge } from "#src/components/tone-badge";
import { ON_ACCOUNT_PAGE_TEXTS } from "#src/lib/company/on-account-texts";

const OPTION =
  "rounded-box border border-base-300 p-3 has-checked:border-primary has-checked:bg-primary/5 has-disabled:opacity-80";

function Option({
  value,
  label,
  checked,
  disabled = false,
  name,
  describedBy,
  onChange,
  children,
}: {
  value: PayWith;
  label: string;
  checked: boolean;
  disabled?: boolean;
  name: string;
  describedBy?: string;
  onChange: (value: PayWith) => void;
  children?: ReactNode;
}) {
  return (
    <div className={OPTION}>
      <label className={`flex items-center gap-3 ${disabled ? "cursor-not-allowed" : "cursor-pointer"}`}>
        <input
          type="radio"
          name={name}
          value={value}
          className="radio radio-primary radio-sm shrink-0"
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={() => onChange(value)}
        />
        <span className="font-medium">{label}</span>
      </label>
      {children}
    </div>
  );
}

/**
 * The checkout's 'Pay on account' / 'Pay by card' choice (issue 41), for a member whose company is on terms:
 * the terms, open balance and available credit beside the account option. A company on hold cannot choose
 * the account (the server would refuse it): the option says why and waits.
 */
export function PayWithChoice({
  terms,
  value,
  onChange,
}: {
  terms: CompanyTerms;
  value: PayWith;
  onChange: (value: PayWith) => void;
}) {
  const id = useId();
  const name = `${id}-pay-with`;
  const rows: [string, string][] = [
    [ON_ACCOUNT_TEXTS.terms, TERM_LABELS[terms.paymentTerms]],
    [ON_ACCOUNT_TEXTS.balance, formatMoney(terms.balance)],
    [ON_ACCOUNT_TEXTS.available, formatMoney(terms.available)],
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{ON_ACCOUNT_PAGE_TEXTS.payWith}</legend>
      <Option
        name={name}
        value="account"
        label={ON_ACCOUNT_TEXTS.payOnAccount}
        checked={value === "account"}
        disabled={terms.onHold}
        describedBy={`${id}-account`}
        onChange={onChange}
      >
        <div id={`${id}-account`} className="mt-2 flex flex-col gap-2 pl-7 text-sm">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
            {rows.map(([term, shown]) => (
              <div key={term} className="contents">
                <dt className="text-base-content/80">{term}</dt>
                <dd className="text-right font-medium">{shown}</dd>
              </div>
            ))}
          </dl>
          {terms.onHold && (
            <p className="flex flex-col items-start gap-1">
              <ToneBadge tone="warning">{ON_ACCOUNT_TEXTS.onHold}</ToneBadge>
              <span>{ON_ACCOUNT_TEXTS.companyOnHold}</span>
            </p>
          )}
        </div>
      </Option>
      <Option
        name={name}
        value="card"
        label={ON_ACCOUNT_TEXTS.payByCard}
        checked={value === "card"}
        onChange={onChange}
      />
    </fieldset>
  );
}
