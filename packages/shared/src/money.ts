/** Money travels as integer cents inside the shop and as dollars in JSON and on screen (DESIGN §5). */

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars to cents, or null when the amount is not a whole number of cents. */
export function dollarsToCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100);
  return Number.isSafeInteger(cents) && Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/** 126000 → '126,000': en-US's thousands separators on a whole number of zero or more. */
const groupThousands = (whole: number) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/*
 * Numbers and money are written out by hand rather than with Intl.NumberFormat or toLocaleString: a page's first
 * number format loads the locale's number data, 10–40 ms of blocked main thread and four times that on a phone,
 * on every page with a price or a quantity (issue 24). money.test.ts holds the text equal to en-US's.
 */

/**
 * '$126,000.00': money as people read it, with thousands separators and cents, everywhere the shop shows it.
 * Amounts are whole cents (DESIGN §5); others round to a cent.
 */
export function formatMoney(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const sign = dollars < 0 && cents > 0 ? "-" : "";
  return `${sign}$${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * '1,250', '2.5': a quantity or a measure as en-US writes it, thousands grouped, at most three decimals (exact
 * below a trillion, far above any quantity or measure the shop holds).
 */
export function formatNumber(value: number): string {
  const thousandths = Math.round(Math.abs(value) * 1000);
  const sign = value < 0 && thousandths > 0 ? "-" : "";
  const fraction = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${sign}${groupThousands(Math.floor(thousandths / 1000))}${fraction && `.${fraction}`}`;
}
