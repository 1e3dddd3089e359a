/** Money travels as integer cents inside the shop and as dollars in JSON and on screen (DESIGN §5). */

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars to cents, or null when the amount is not a whole number of cents. */
export function dollarsToCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100);
  return Number.isSafeInteger(cents) && Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/** '420' for whole dollars, '19.99' or '19.90' otherwise: never a float artefact. */
export function formatDollars(dollars: number): string {
  const cents = Math.round(dollars * 100);
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}
