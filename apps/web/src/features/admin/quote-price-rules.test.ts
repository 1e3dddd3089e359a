import { QUOTE_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";
import { aQuote, aRequestedQuote } from "#src/testing/quote-fixtures";

import {
  bodyOf,
  draftIssues,
  draftOf,
  draftTotal,
  everyLinePriced,
  isDirty,
  lineTotal,
} from "./quote-price-rules";

const TODAY = "2026-06-01";

describe("a quote's prices as the admin's form holds them (issue 41)", () => {
  it("starts from the quote: its prices so far, its day or 30 days from today, its note", () => {
    const draft = draftOf(aRequestedQuote(), TODAY);
    expect(draft).toEqual({
      lines: [
        { productId: "p-1", quantity: "50", price: "" },
        { productId: "p-2", quantity: "10", price: "" },
      ],
      validUntil: "2026-07-01",
      note: "",
    });
    expect(everyLinePriced(draft)).toBe(false);
    // No validity day on the server yet: the form's default is news to it.
    expect(isDirty(draft, aRequestedQuote(), TODAY)).toBe(true);
    const sent = aQuote({ validUntil: "2026-06-30" });
    expect(isDirty(draftOf(sent, TODAY), sent, TODAY)).toBe(false);
    expect(draftOf(sent, TODAY).lines[0]?.price).toBe("17.50");
  });

  it("sends numbers as the server reads them and no empty note; totals in whole cents", () => {
    const draft = {
      lines: [
        { productId: "p-1", quantity: "3", price: "0.10" },
        { productId: "p-2", quantity: "1", price: "19.99" },
      ],
      validUntil: "2026-06-30",
      note: "  ",
    };
    expect(bodyOf(draft)).toEqual({
      lines: [
        { productId: "p-1", quantity: 3, price: 0.1 },
        { productId: "p-2", quantity: 1, price: 19.99 },
      ],
      validUntil: "2026-06-30",
    });
    expect(lineTotal(draft.lines[0]!)).toBe(0.3);
    expect(draftTotal(draft)).toBe(20.29);
    expect(draftTotal({ ...draft, lines: [{ productId: "p-1", quantity: "2", price: "" }] })).toBeNull();
  });

  it("names each field at fault: a missing or bad quantity or price, and a day already past", () => {
    const draft = {
      lines: [
        { productId: "p-1", quantity: "0", price: "" },
        { productId: "p-2", quantity: "", price: "1.234" },
      ],
      validUntil: "2026-06-30",
      note: "",
    };
    const issues = new Map(draftIssues(draft, TODAY).reverse());
    expect(issues.get("lines.0.quantity")).toBe(TEXTS.quantityRange(1_000_000));
    expect(issues.get("lines.0.price")).toBe(TEXTS.priceRequired);
    expect(issues.get("lines.1.quantity")).toBe(TEXTS.quantityRequired);
    expect(issues.get("lines.1.price")).toBe("Price must be in whole cents");

    const priced = {
      ...draft,
      lines: draft.lines.map((line) => ({ ...line, quantity: "1", price: "2" })),
      validUntil: "2026-05-31",
    };
    expect(draftIssues(priced, TODAY)).toEqual([["validUntil", QUOTE_TEXTS.validUntilPast]]);
    expect(draftIssues({ ...priced, validUntil: TODAY }, TODAY)).toEqual([]);
  });
});
