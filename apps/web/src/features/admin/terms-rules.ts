import {
  sellingTermsProblems,
  updateProductBodySchema,
  type PriceBreakBody,
  type Product,
} from "@xpart/shared/schemas";

import {
  DOLLARS,
  fieldErrors,
  typedNumber,
  WHOLE,
  type Checked,
  type FieldErrors,
} from "#src/features/admin/product-rules";

/** One volume price as typed: from this quantity, this price each. */
export interface BreakRow {
  minQuantity: string;
  price: string;
}

/** Pack size and volume prices as typed in Add Product and the Update modal (issue 26). */
export interface TermsForm {
  orderStep: string;
  priceBreaks: BreakRow[];
}

export interface Terms {
  orderStep: number;
  priceBreaks: PriceBreakBody[];
}
export type TermsField = keyof Terms;

export const EMPTY_BREAK: BreakRow = { minQuantity: "", price: "" };

/** The form for a product's current terms, or a new product's: by the unit, no volume prices. */
export function termsFormFor(product?: Pick<Product, "orderStep" | "priceBreaks">): TermsForm {
  return {
    orderStep: String(product?.orderStep ?? 1),
    priceBreaks: (product?.priceBreaks ?? []).map((b) => ({
      minQuantity: String(b.minQuantity),
      price: String(b.price),
    })),
  };
}

/** A row's message says which row: the table's messages show under it, not beside each input. */
const rowMessage = (path: readonly PropertyKey[], message: string) =>
  typeof path[1] === "number" ? `Row ${path[1] + 1}: ${message}` : message;

/**
 * Checks the terms with the server's own rules: whole packs of 1 or more, at most 10 rows, no quantity twice,
 * prices above 0 in whole cents; then, once the product's price and minimum order are known (valid), each
 * break below the price, above the minimum and on whole packs. A blank pack size is 1.
 */
export function checkTerms(
  form: TermsForm,
  product: { price: number; minOrder: number } | null,
): Checked<Terms, TermsField> {
  const candidate = {
    orderStep: typedNumber(form.orderStep, WHOLE),
    priceBreaks: form.priceBreaks.map((row) => ({
      minQuantity: typedNumber(row.minQuantity, WHOLE),
      price: typedNumber(row.price, DOLLARS),
    })),
  };
  const result = updateProductBodySchema.safeParse(candidate);
  if (!result.success) {
    const errors = fieldErrors(result.error, ["orderStep", "priceBreaks"] as const, "priceBreaks");
    const first = result.error.issues.find((issue) => issue.path[0] === "priceBreaks");
    if (first) errors.priceBreaks = rowMessage(first.path, first.message);
    return { ok: false, errors };
  }
  const terms: Terms = { orderStep: result.data.orderStep ?? 1, priceBreaks: result.data.priceBreaks ?? [] };
  const [problem] = product ? sellingTermsProblems({ ...product, ...terms }) : [];
  if (problem) return { ok: false, errors: { priceBreaks: rowMessage(problem.path, problem.message) } };
  return { ok: true, body: terms };
}

const byQuantity = (rows: readonly PriceBreakBody[]) =>
  JSON.stringify([...rows].sort((a, b) => a.minQuantity - b.minQuantity));

/** Whether the checked terms differ from the product's: only then does the Update modal send them. */
export function termsChanged(terms: Terms, product: Pick<Product, "orderStep" | "priceBreaks">): boolean {
  return (
    terms.orderStep !== product.orderStep || byQuantity(terms.priceBreaks) !== byQuantity(product.priceBreaks)
  );
}

export type TermsErrors = FieldErrors<TermsField>;
