/** '2026-000123': an invoice's number as printed, its year then its place in that year (gapless, issue 26). */
export function formatInvoiceNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, "0")}`;
}
