import { centsToDollars, formatMoney } from "@xpart/shared/texts";
import type { ReactNode } from "react";

/** How a member's company price (issue 40 item 5) is named beside the list price it lowers. */
export const MEMBER_PRICE_TEXTS = {
  companyPrice: "Your company's price",
  listPrice: "List price",
} as const;

const money = (cents: number) => formatMoney(centsToDollars(cents));

/** The list price, struck through, named for screen readers (which do not say a strike-through). */
export function StruckListPrice({ cents, className = "" }: { cents: number; className?: string }) {
  return (
    <s className={`font-normal text-base-content/70 ${className}`}>
      <span className="sr-only">{MEMBER_PRICE_TEXTS.listPrice}</span> {money(cents)}
    </s>
  );
}

/** 'Your company's price', as a small badge. */
export function CompanyPriceBadge() {
  return (
    <span className="badge badge-soft badge-success badge-sm align-middle font-semibold whitespace-nowrap">
      {MEMBER_PRICE_TEXTS.companyPrice}
    </span>
  );
}

interface MemberPriceProps {
  /** What a visitor pays, in cents. */
  listCents: number;
  /** What the member pays by the shared rule (`withCompanyPrice`, `memberUnitPriceCents`), in cents. */
  memberCents: number;
  /** Said right after the price paid, e.g. 'per unit'. */
  unit?: ReactNode;
  /** False leaves out 'Your company's price' (a table of prices says it once, above). */
  badge?: boolean;
}

/**
 * A price as a member of a company reads it: the list price alone when their company's is not lower, else
 * their price, 'Your company's price' and the list price struck through.
 */
export function MemberPrice({ listCents, memberCents, unit, badge = true }: MemberPriceProps) {
  if (memberCents >= listCents)
    return (
      <>
        {money(listCents)}
        {unit}
      </>
    );
  return (
    <>
      {money(memberCents)}
      {unit}{" "}
      {badge && (
        <>
          <CompanyPriceBadge />{" "}
        </>
      )}
      <StruckListPrice cents={listCents} className="text-[0.7em]" />
    </>
  );
}
