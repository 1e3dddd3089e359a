import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  companyUnitCents,
  isPriceDay,
  isValidOn,
  memberUnitPriceCents,
  priceDay,
  type CompanyPrice,
} from "./company-pricing.js";
import { unitPriceCents } from "./pricing.js";

const DAY = "2026-11-29";
const fixed = (
  priceCents: number,
  validFrom: string | null = null,
  validTo: string | null = null,
): CompanyPrice => ({
  kind: "fixed",
  priceCents,
  percentOff: null,
  validFrom,
  validTo,
});
const percent = (percentOff: number): CompanyPrice => ({
  kind: "percent",
  priceCents: null,
  percentOff,
  validFrom: null,
  validTo: null,
});
/** $4.50, 50+ $4.20, 200+ $3.90, 1,000+ $3.50. */
const BOLTS = {
  priceCents: 450,
  priceBreaks: [
    { minQuantity: 50, priceCents: 420 },
    { minQuantity: 200, priceCents: 390 },
    { minQuantity: 1_000, priceCents: 350 },
  ],
};

describe("the company price rule (issue 40 item 5)", () => {
  const CASES: [string, CompanyPrice, [number, number][]][] = [
    [
      "a fixed price below every break",
      fixed(300),
      [
        [1, 300],
        [1_000, 300],
      ],
    ],
    [
      "a fixed price between breaks: the breaks below it still count",
      fixed(400),
      [
        [1, 400],
        [200, 390],
        [1_000, 350],
      ],
    ],
    [
      "10% off the list price",
      percent(10),
      [
        [1, 405],
        [50, 405],
        [200, 390],
      ],
    ],
    [
      "a fixed price above the list price is never charged",
      fixed(999),
      [
        [1, 450],
        [50, 420],
      ],
    ],
  ];
  it.each(CASES)("%s", (_name, price, cases) => {
    for (const [quantity, cents] of cases)
      expect(memberUnitPriceCents(BOLTS, quantity, price, DAY)).toBe(cents);
  });

  it("applies only from its first to its last day (UTC, inclusive)", () => {
    const november = fixed(300, "2026-11-01", "2026-11-30");
    expect(memberUnitPriceCents(BOLTS, 1, november, "2026-10-31")).toBe(450);
    expect(memberUnitPriceCents(BOLTS, 1, november, "2026-11-01")).toBe(300);
    expect(memberUnitPriceCents(BOLTS, 1, november, "2026-11-30")).toBe(300);
    expect(memberUnitPriceCents(BOLTS, 1, november, "2026-12-01")).toBe(450);
    expect(priceDay(new Date("2026-11-29T23:59:59Z"))).toBe("2026-11-29");
  });

  it("never goes below a cent, whatever the percentage", () => {
    expect(companyUnitCents(1, percent(99.99))).toBe(1);
  });
});

const breaks = fc.array(
  fc.record({
    minQuantity: fc.integer({ min: 1, max: 10_000 }),
    priceCents: fc.integer({ min: 1, max: 1_000_000 }),
  }),
  { maxLength: 5 },
);
const product = fc.record({ priceCents: fc.integer({ min: 1, max: 1_000_000 }), priceBreaks: breaks });
const day = fc
  .date({ min: new Date("2025-01-01"), max: new Date("2028-12-31"), noInvalidDate: true })
  .map(priceDay);
const companyPrice: fc.Arbitrary<CompanyPrice> = fc.record({
  kind: fc.constantFrom("fixed" as const, "percent" as const),
  priceCents: fc.integer({ min: 1, max: 2_000_000 }),
  percentOff: fc.integer({ min: 1, max: 9_999 }).map((bp) => bp / 100),
  validFrom: fc.option(day, { nil: null }),
  validTo: fc.option(day, { nil: null }),
});

/** Every case: a product, a quantity, a company price and the day it is asked on. */
const everyCase = (check: (p: PricedCase, quantity: number, price: CompanyPrice, today: string) => void) =>
  fc.assert(fc.property(product, fc.integer({ min: 1, max: 20_000 }), companyPrice, day, check));
type PricedCase = { priceCents: number; priceBreaks: { minQuantity: number; priceCents: number }[] };

describe("the company price rule, for every product, quantity, price and day (fast-check)", () => {
  it("a member never pays more than a visitor for the same quantity", () => {
    everyCase((p, quantity, price, today) => {
      expect(memberUnitPriceCents(p, quantity, price, today)).toBeLessThanOrEqual(
        unitPriceCents(p, quantity),
      );
    });
  });

  it("pays the company's price when it is the lowest and valid, the visitor's price otherwise", () => {
    everyCase((p, quantity, price, today) => {
      const visitor = unitPriceCents(p, quantity);
      const expected = isValidOn(price, today)
        ? Math.min(visitor, companyUnitCents(p.priceCents, price))
        : visitor;
      expect(memberUnitPriceCents(p, quantity, price, today)).toBe(expected);
    });
  });

  it("never rises with the quantity", () => {
    everyCase((p, quantity, price, today) => {
      expect(memberUnitPriceCents(p, quantity + 1, price, today)).toBeLessThanOrEqual(
        memberUnitPriceCents(p, quantity, price, today),
      );
    });
  });
});

describe("isPriceDay (issue 40: a price's valid-from and valid-to days)", () => {
  it("takes real days from year 1, refuses impossible ones and other shapes", () => {
    for (const day of ["2026-12-31", "2028-02-29", "0001-01-01", "9999-12-31"])
      expect(isPriceDay(day), day).toBe(true);
    for (const day of [
      "2026-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-01-32",
      "0000-01-01",
      "2026-1-01",
      "20261231",
      "",
    ])
      expect(isPriceDay(day), day).toBe(false);
  });
});
