import { PRODUCT_ADMIN_TEXTS } from "@xpart/shared/schemas";
import { describe, expect, it } from "vitest";

import { checkTerms, termsChanged, termsFormFor, type TermsForm } from "./terms-rules";

const PRODUCT = { price: 4.5, minOrder: 50 };
const form = (orderStep: string, ...rows: [string, string][]): TermsForm => ({
  orderStep,
  priceBreaks: rows.map(([minQuantity, price]) => ({ minQuantity, price })),
});

describe("checkTerms (issue 26)", () => {
  it("sends numbers, a blank pack size being 1", () => {
    expect(checkTerms(form("10", ["100", "4.20"], ["500", "3.9"]), PRODUCT)).toEqual({
      ok: true,
      body: {
        orderStep: 10,
        priceBreaks: [
          { minQuantity: 100, price: 4.2 },
          { minQuantity: 500, price: 3.9 },
        ],
      },
    });
    expect(checkTerms(form(""), PRODUCT)).toEqual({ ok: true, body: { orderStep: 1, priceBreaks: [] } });
  });

  it.each([
    [form("0"), "orderStep", "Pack size must be at least 1"],
    [form("2.5"), "orderStep", "Pack size must be a whole number"],
    [form("1", ["100", "0"]), "priceBreaks", "Row 1: Unit price must be above 0"],
    [form("1", ["100", "4"], ["", "3"]), "priceBreaks", "Row 2: From quantity is required"],
    [form("1", ["100", "4"], ["100", "3"]), "priceBreaks", `Row 2: ${PRODUCT_ADMIN_TEXTS.breakRepeated}`],
    [form("1", ["100", "4.50"]), "priceBreaks", `Row 1: ${PRODUCT_ADMIN_TEXTS.breakNotBelowPrice}`],
    [form("1", ["50", "4"]), "priceBreaks", "Row 1: A volume price starts above the minimum order of 50"],
    [form("25", ["60", "4"]), "priceBreaks", `Row 1: ${PRODUCT_ADMIN_TEXTS.breakOffStep(25)}`],
  ] as const)("refuses %j naming %s", (typed, field, message) => {
    expect(checkTerms(typed, PRODUCT)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("leaves the checks against the price until the price is valid", () => {
    expect(checkTerms(form("1", ["100", "9"]), null).ok).toBe(true);
  });
});

describe("termsFormFor and termsChanged", () => {
  const product = { orderStep: 10, priceBreaks: [{ minQuantity: 100, price: 4.2 }] };

  it("starts from the product's terms, or by the unit for a new one", () => {
    expect(termsFormFor(product)).toEqual(form("10", ["100", "4.2"]));
    expect(termsFormFor()).toEqual(form("1"));
  });

  it("tells a change from the same terms typed again", () => {
    expect(termsChanged({ orderStep: 10, priceBreaks: [{ minQuantity: 100, price: 4.2 }] }, product)).toBe(
      false,
    );
    expect(termsChanged({ orderStep: 5, priceBreaks: product.priceBreaks }, product)).toBe(true);
    expect(termsChanged({ orderStep: 10, priceBreaks: [] }, product)).toBe(true);
  });
});
