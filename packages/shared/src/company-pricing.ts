import { unitPriceCents, type PricedProduct } from "./pricing.js";

/**
 * A company's price list (issue 40 item 5): per product a fixed unit price or a percentage off the list price,
 * each from and until a day (UTC, both inclusive, either open). Zod-free: the server charges by this and every
 * screen shows it.
 */
export interface CompanyPrice {
  kind: "fixed" | "percent";
  /** The unit price in cents, for `fixed`. */
  priceCents: number | null;
  /** 0 < percentOff < 100, at most two decimals, for `percent`. */
  percentOff: number | null;
  /** 'YYYY-MM-DD' or null. */
  validFrom: string | null;
  validTo: string | null;
}

/** Today as the price list reads it: the UTC day. */
export const priceDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/**
 * A price's valid-from or valid-to day as written: 'YYYY-MM-DD', a real date (2026-02-30 is not) from year 1
 * (PostgreSQL has no year 0). The price form, the API and the price list file all check it here.
 */
export function isPriceDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith("0000")) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
}

export function isValidOn(price: Pick<CompanyPrice, "validFrom" | "validTo">, day: string): boolean {
  return (
    (price.validFrom === null || price.validFrom <= day) && (price.validTo === null || day <= price.validTo)
  );
}

/** The company's unit price for a product listed at `listCents`: never below 1 cent, never above the list. */
export function companyUnitCents(listCents: number, price: CompanyPrice): number {
  const cents =
    price.kind === "fixed"
      ? (price.priceCents ?? listCents)
      : Math.round((listCents * (10_000 - Math.round((price.percentOff ?? 0) * 100))) / 10_000);
  return Math.min(listCents, Math.max(1, cents));
}

/**
 * Which wins: a member pays the lowest of the list price, their company's price (when valid that day) and
 * every volume break the quantity reaches. So a member never pays more than a visitor for the same quantity,
 * and a volume break below the company's price still counts. The product with the company's price as its
 * list price, for `unitPriceCents` and every other rule of pricing.ts.
 */
export function withCompanyPrice<P extends Pick<PricedProduct, "priceCents">>(
  product: P,
  price: CompanyPrice | null | undefined,
  day: string,
): P {
  if (!price || !isValidOn(price, day)) return product;
  return { ...product, priceCents: companyUnitCents(product.priceCents, price) };
}

export function memberUnitPriceCents(
  product: Pick<PricedProduct, "priceCents" | "priceBreaks">,
  quantity: number,
  price: CompanyPrice | null | undefined,
  day: string,
): number {
  return unitPriceCents(withCompanyPrice(product, price, day), quantity);
}
