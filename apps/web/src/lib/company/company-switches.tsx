import type { Company } from "@xpart/shared/schemas";
import { COMPANY_TEXTS } from "@xpart/shared/texts";

export type CompanySwitch = "taxExempt" | "requirePoNumber" | "buyersSeeAllOrders";

/**
 * A company's yes/no settings as switches (issue 40), each saved at once by `onToggle`: the company page's
 * two choices and, in the shop's dialog, tax exemption too. All wait while one is saving.
 */
export function CompanySwitches({
  company,
  switches,
  busy,
  onToggle,
}: {
  company: Company;
  switches: readonly CompanySwitch[];
  busy: boolean;
  onToggle: (key: CompanySwitch, on: boolean) => void;
}) {
  return switches.map((key) => (
    <label key={key} className="flex cursor-pointer items-center justify-between gap-4">
      <span>{COMPANY_TEXTS[key]}</span>
      <input
        type="checkbox"
        role="switch"
        className="toggle toggle-primary shrink-0"
        checked={company[key]}
        disabled={busy}
        onChange={(event) => onToggle(key, event.target.checked)}
      />
    </label>
  ));
}
