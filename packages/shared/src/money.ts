/** Money travels as integer cents inside the shop and as dollars in JSON and on screen (DESIGN §5). */

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars to cents, or null when the amount is not a whole number of cents. */
export function dollarsToCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100);
  return Number.isSafeInteger(cents) && Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** '$126,000.00': money as people read it, with thousands separators and cents, everywhere the shop shows it. */
export function formatMoney(dollars: number): string {
  return DOLLARS.format(dollars);
}
