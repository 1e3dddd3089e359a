import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { centsToDollars, formatMoney, formatNumber } from "./money.js";

const EN_US_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatMoney: money as people read it (issue 24: without Intl on the page)", () => {
  it("reads as en-US's currency format for every whole-cent amount, negative ones too", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        const dollars = centsToDollars(cents);
        expect(formatMoney(dollars)).toBe(EN_US_DOLLARS.format(dollars));
      }),
      { numRuns: 2000 },
    );
  });

  it("groups thousands and always shows the cents", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(0.5)).toBe("$0.50");
    expect(formatMoney(999.99)).toBe("$999.99");
    expect(formatMoney(1000)).toBe("$1,000.00");
    expect(formatMoney(126000)).toBe("$126,000.00");
    expect(formatMoney(1234567.89)).toBe("$1,234,567.89");
    expect(formatMoney(-42.1)).toBe("-$42.10");
  });

  it("rounds an amount between cents to the nearest cent, and never writes a negative zero", () => {
    expect(formatMoney(12.344)).toBe("$12.34");
    expect(formatMoney(12.346)).toBe("$12.35");
    expect(formatMoney(-0.001)).toBe("$0.00");
  });
});

describe("formatNumber: quantities and measures as people read them (issue 24: without Intl)", () => {
  it("reads as en-US's toLocaleString for numbers of up to three decimals, up to a trillion", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(1, 10, 100, 1000), (n, per) => {
        const value = n / per;
        expect(formatNumber(value)).toBe(value.toLocaleString("en-US"));
      }),
      { numRuns: 3000 },
    );
  });

  it("groups thousands and drops trailing zeros", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1250)).toBe("1,250");
    expect(formatNumber(2.5)).toBe("2.5");
    expect(formatNumber(1234567.125)).toBe("1,234,567.125");
    expect(formatNumber(-3000)).toBe("-3,000");
  });
});
