import { priceQuoteBodySchema, type PriceQuoteBody, type Quote } from "@xpart/shared/schemas";
import { addDays, MAX_ORDER_QUANTITY, QUOTE_TEXTS } from "@xpart/shared/texts";

import { DOLLARS, typedNumber, WHOLE } from "#src/features/admin/product-rules";
import { cents } from "#src/lib/cents";
import { DEFAULT_QUOTE_DAYS, QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";
import type { FieldIssue } from "#src/lib/use-field-errors";

/** A quote's prices as the admin's form holds them (issue 41): each line's quantity and unit price as typed. */
export interface PriceDraft {
  lines: { productId: string; quantity: string; price: string }[];
  validUntil: string;
  note: string;
}

/** A field of the form, as the server's 400 names it: `lines.0.price`, `validUntil`, `note`. */
export const quantityField = (index: number) => `lines.${index}.quantity`;
export const priceField = (index: number) => `lines.${index}.price`;

/** The form's fields in the order the focus looks for the first at fault. */
export const draftFields = (quote: Pick<Quote, "lines">) => [
  ...quote.lines.flatMap((_, index) => [quantityField(index), priceField(index)]),
  "validUntil",
  "note",
];

/** The form as the quote stands: its prices so far, its day (or `DEFAULT_QUOTE_DAYS` from today), its note. */
export function draftOf(quote: Quote, today: string): PriceDraft {
  return {
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      quantity: String(line.quantity),
      price: line.price === null ? "" : line.price.toFixed(2),
    })),
    validUntil: quote.validUntil ?? addDays(today, DEFAULT_QUOTE_DAYS),
    note: quote.adminNote ?? "",
  };
}

/** PUT /api/admin/quotes/:id's body from the form: numbers as the server reads them, no note when none typed. */
export function bodyOf(draft: PriceDraft): PriceQuoteBody {
  const note = draft.note.trim();
  return {
    lines: draft.lines.map((line) => ({
      productId: line.productId,
      quantity: typedNumber(line.quantity, WHOLE) as number,
      price: typedNumber(line.price, DOLLARS) as number,
    })),
    validUntil: draft.validUntil,
    ...(note ? { note } : {}),
  };
}

/** Whether every line has a price typed: only then may the quote be sent. */
export const everyLinePriced = (draft: PriceDraft) => draft.lines.every((line) => line.price.trim() !== "");

/** Whether the form says something the server does not have yet. */
export function isDirty(draft: PriceDraft, quote: Quote, today: string): boolean {
  const saved = draftOf(quote, today);
  return (
    quote.validUntil !== draft.validUntil ||
    saved.note.trim() !== draft.note.trim() ||
    draft.lines.some((line, index) => {
      const was = saved.lines[index];
      return (
        !was ||
        typedNumber(line.quantity, WHOLE) !== typedNumber(was.quantity, WHOLE) ||
        typedNumber(line.price, DOLLARS) !== typedNumber(was.price, DOLLARS)
      );
    })
  );
}

/**
 * What is wrong with the form, field by field, before anything is sent: the contract's own rules (so the
 * messages are the server's), a missing quantity or price said plainly, and a validity day already past.
 */
export function draftIssues(draft: PriceDraft, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  draft.lines.forEach((line, index) => {
    const quantity = typedNumber(line.quantity, WHOLE);
    if (quantity === undefined) issues.push([quantityField(index), TEXTS.quantityRequired]);
    else if (!(quantity >= 1 && quantity <= MAX_ORDER_QUANTITY))
      issues.push([quantityField(index), TEXTS.quantityRange(MAX_ORDER_QUANTITY)]);
    if (line.price.trim() === "") issues.push([priceField(index), TEXTS.priceRequired]);
  });
  const checked = priceQuoteBodySchema.safeParse(bodyOf(draft));
  if (!checked.success)
    for (const issue of checked.error.issues) issues.push([issue.path.join("."), issue.message]);
  if (checked.success && draft.validUntil < today) issues.push(["validUntil", QUOTE_TEXTS.validUntilPast]);
  return issues;
}

/** A line's total as typed (quantity × unit price, in whole cents), or null while either is not a number. */
export function lineTotal(line: PriceDraft["lines"][number]): number | null {
  const quantity = typedNumber(line.quantity, WHOLE);
  const price = typedNumber(line.price, DOLLARS);
  if (quantity === undefined || price === undefined || Number.isNaN(quantity) || Number.isNaN(price))
    return null;
  return (cents(price) * quantity) / 100;
}

/** The quote's total as typed, or null until every line has one. */
export function draftTotal(draft: PriceDraft): number | null {
  let sum = 0;
  for (const line of draft.lines) {
    const total = lineTotal(line);
    if (total === null) return null;
    sum += cents(total);
  }
  return sum / 100;
}
