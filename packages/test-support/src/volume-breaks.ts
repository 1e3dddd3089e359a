/** A volume price as a test writes it: from this quantity, this unit price. */
type Step = readonly [minQuantity: number, unitPrice: number];

/** Volume prices in cents, as the server stores them: `breaksInCents([200, 390], [1_000, 350])`. */
export function breaksInCents(...steps: Step[]) {
  return steps.map(([minQuantity, priceCents]) => ({ minQuantity, priceCents }));
}

/** Volume prices in dollars, as the API sends them: `breaksInDollars([50, 4.2], [200, 3.9])`. */
export function breaksInDollars(...steps: Step[]) {
  return steps.map(([minQuantity, price]) => ({ minQuantity, price }));
}
