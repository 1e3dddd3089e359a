import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  effectiveBreaks,
  fitQuantity,
  isValidQuantity,
  largestQuantity,
  lineTotalCents,
  MAX_ORDER_QUANTITY,
  nextBreak,
  smallestQuantity,
  unitPriceCents,
  type PricedProduct,
} from "./pricing.js";

/** A trade product: $4.50 each, 50 at least, packs of 10, 50+ $4.20, 200+ $3.90, 1,000+ $3.50. */
const BOLTS: PricedProduct = {
  priceCents: 450,
  minOrder: 50,
  orderStep: 10,
  availableQty: 2_345,
  priceBreaks: [
    { minQuantity: 200, priceCents: 390 },
    { minQuantity: 50, priceCents: 420 },
    { minQuantity: 1_000, priceCents: 350 },
  ],
};

describe("unitPriceCents and lineTotalCents", () => {
  it.each([
    [1, 450],
    [49, 450],
    [50, 420],
    [199, 420],
    [200, 390],
    [999, 390],
    [1_000, 350],
    [5_000, 350],
  ])("at %i units each costs %i cents, whatever order the breaks were typed in", (quantity, cents) => {
    expect(unitPriceCents(BOLTS, quantity)).toBe(cents);
    expect(lineTotalCents(BOLTS, quantity)).toBe(cents * quantity);
  });

  it("a break above the list price never raises it", () => {
    const odd = { priceCents: 500, priceBreaks: [{ minQuantity: 10, priceCents: 900 }] };
    expect(unitPriceCents(odd, 20)).toBe(500);
  });

  it("without breaks it is the list price", () => {
    expect(unitPriceCents({ priceCents: 1999, priceBreaks: [] }, 50)).toBe(1999);
    expect(lineTotalCents({ priceCents: 1999, priceBreaks: [] }, 50)).toBe(99_950);
  });
});

describe("smallestQuantity, largestQuantity, isValidQuantity", () => {
  it("rounds the minimum up and the stock down to whole packs", () => {
    expect(smallestQuantity({ minOrder: 45, orderStep: 10 })).toBe(50);
    expect(smallestQuantity({ minOrder: 50, orderStep: 10 })).toBe(50);
    expect(largestQuantity({ orderStep: 10, availableQty: 2_345 })).toBe(2_340);
    expect(largestQuantity({ orderStep: 1, availableQty: 5 * MAX_ORDER_QUANTITY })).toBe(MAX_ORDER_QUANTITY);
  });

  it.each([
    [50, true],
    [60, true],
    [2_340, true],
    [40, false],
    [55, false],
    [2_350, false],
    [50.5, false],
    [Number.NaN, false],
  ])("%d is valid: %s", (quantity, valid) => {
    expect(isValidQuantity(BOLTS, quantity)).toBe(valid);
  });
});

describe("fitQuantity", () => {
  it("raises to the minimum, rounds up to packs, lowers to the stock, and says why", () => {
    expect(fitQuantity(BOLTS, 10)).toEqual({ ok: true, quantity: 50, adjustments: ["minimum"] });
    expect(fitQuantity(BOLTS, 73)).toEqual({ ok: true, quantity: 80, adjustments: ["step"] });
    expect(fitQuantity(BOLTS, 2_342)).toEqual({ ok: true, quantity: 2_340, adjustments: ["step", "stock"] });
    expect(fitQuantity(BOLTS, 90)).toEqual({ ok: true, quantity: 90, adjustments: [] });
  });

  it("is sold out when the stock holds no whole pack at the minimum", () => {
    expect(fitQuantity({ ...BOLTS, availableQty: 49 }, 50)).toEqual({ ok: false, reason: "soldOut" });
    expect(fitQuantity({ ...BOLTS, minOrder: 45, availableQty: 48 }, 45)).toEqual({
      ok: false,
      reason: "soldOut",
    });
  });

  it("reads something that is not a number as the smallest quantity", () => {
    expect(fitQuantity(BOLTS, Number.NaN)).toEqual({ ok: true, quantity: 50, adjustments: ["minimum"] });
  });
});

describe("nextBreak", () => {
  it("names how many more units reach the next lower price", () => {
    expect(nextBreak(BOLTS, 10)).toEqual({ addQuantity: 40, priceCents: 420 });
    expect(nextBreak(BOLTS, 120)).toEqual({ addQuantity: 80, priceCents: 390 });
    expect(nextBreak(BOLTS, 1_000)).toBeNull();
  });

  it("rounds the break up to whole packs", () => {
    const packs = { ...BOLTS, orderStep: 25, priceBreaks: [{ minQuantity: 110, priceCents: 400 }] };
    expect(nextBreak(packs, 50)).toEqual({ addQuantity: 75, priceCents: 400 });
  });

  it("offers no break the stock cannot reach, when it is given", () => {
    expect(nextBreak({ ...BOLTS, availableQty: 900 }, 300)).toBeNull();
    expect(nextBreak({ ...BOLTS, availableQty: 1_000 }, 300)).toEqual({ addQuantity: 700, priceCents: 350 });
  });
});

describe("effectiveBreaks", () => {
  it("lists the breaks by quantity, leaving out those that lower nothing", () => {
    const typed = {
      priceCents: 450,
      priceBreaks: [
        { minQuantity: 1_000, priceCents: 350 },
        { minQuantity: 100, priceCents: 500 },
        { minQuantity: 50, priceCents: 420 },
        { minQuantity: 500, priceCents: 430 },
        { minQuantity: 1_000, priceCents: 340 },
      ],
    };
    expect(effectiveBreaks(typed)).toEqual([
      { minQuantity: 50, priceCents: 420 },
      { minQuantity: 1_000, priceCents: 340 },
    ]);
  });
});

/** Any product: breaks in any order, at any quantity and price (above the list price too), any step. */
const product = fc.record({
  priceCents: fc.integer({ min: 1, max: 100_000_00 }),
  minOrder: fc.integer({ min: 1, max: 5_000 }),
  orderStep: fc.integer({ min: 1, max: 500 }),
  availableQty: fc.integer({ min: 0, max: 2 * MAX_ORDER_QUANTITY }),
  priceBreaks: fc.array(
    fc.record({
      minQuantity: fc.integer({ min: 1, max: 20_000 }),
      priceCents: fc.integer({ min: 1, max: 100_000_00 }),
    }),
    { maxLength: 10 },
  ),
}) satisfies fc.Arbitrary<PricedProduct>;
const quantity = fc.integer({ min: -10, max: 30_000 });

describe("the rule holds for every product (property tests)", () => {
  it("no quantity fitQuantity answers is below the minimum, off whole packs or above the stock", () => {
    fc.assert(
      fc.property(product, fc.oneof(quantity, fc.double()), (p, asked) => {
        const fitted = fitQuantity(p, asked);
        if (!fitted.ok) {
          expect(largestQuantity(p)).toBeLessThan(smallestQuantity(p));
          return;
        }
        const q = fitted.quantity;
        expect(Number.isSafeInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(p.minOrder);
        expect(q % p.orderStep).toBe(0);
        expect(q).toBeLessThanOrEqual(p.availableQty);
        expect(isValidQuantity(p, q)).toBe(true);
      }),
    );
  });

  it("every quantity isValidQuantity accepts is at least the minimum, whole packs and within the stock", () => {
    fc.assert(
      fc.property(product, quantity, (p, q) => {
        const valid =
          q >= p.minOrder && q % p.orderStep === 0 && q <= Math.min(p.availableQty, MAX_ORDER_QUANTITY);
        expect(isValidQuantity(p, q)).toBe(valid);
      }),
    );
  });

  it("a valid quantity is kept as it is by fitQuantity", () => {
    fc.assert(
      fc.property(product, fc.nat(1_000), (p, packs) => {
        const q = smallestQuantity(p) + packs * p.orderStep;
        if (q > largestQuantity(p)) return;
        expect(isValidQuantity(p, q)).toBe(true);
        expect(fitQuantity(p, q)).toEqual({ ok: true, quantity: q, adjustments: [] });
      }),
    );
  });

  it("a line's total is its unit price times its quantity", () => {
    fc.assert(
      fc.property(product, quantity, (p, q) => {
        expect(lineTotalCents(p, q)).toBe(unitPriceCents(p, q) * q);
      }),
    );
  });

  it("the unit price never rises with the quantity and never exceeds the list price", () => {
    fc.assert(
      fc.property(product, quantity, fc.nat(20_000), (p, q, more) => {
        expect(unitPriceCents(p, q + more)).toBeLessThanOrEqual(unitPriceCents(p, q));
        expect(unitPriceCents(p, q)).toBeLessThanOrEqual(p.priceCents);
      }),
    );
  });

  it("nextBreak's suggestion reaches a lower price, in whole packs, and nothing short of it does", () => {
    fc.assert(
      fc.property(product, quantity, ({ availableQty: _anyStock, ...p }, q) => {
        const hint = nextBreak(p, q);
        const now = unitPriceCents(p, q);
        if (!hint) {
          // No break lowers the price past here, for any stock.
          const beyond = Math.max(q, ...p.priceBreaks.map((b) => b.minQuantity)) + p.orderStep;
          expect(unitPriceCents(p, beyond)).toBe(now);
          return;
        }
        const reached = q + hint.addQuantity;
        expect(hint.addQuantity).toBeGreaterThan(0);
        expect(hint.priceCents).toBeLessThan(now);
        expect(unitPriceCents(p, reached)).toBe(hint.priceCents);
        expect(reached % p.orderStep).toBe(0);
        // The nearest such pack: one pack fewer is still at today's price (or it is not above q).
        const fewer = reached - p.orderStep;
        if (fewer > q) expect(unitPriceCents(p, fewer)).toBe(now);
      }),
    );
  });

  it("effectiveBreaks prices every quantity as unitPriceCents does", () => {
    fc.assert(
      fc.property(product, quantity, (p, q) => {
        const reached = effectiveBreaks(p)
          .filter((b) => b.minQuantity <= q)
          .at(-1);
        expect(reached?.priceCents ?? p.priceCents).toBe(unitPriceCents(p, q));
      }),
    );
  });

  it("nextBreak never points past the stock when the stock is given", () => {
    fc.assert(
      fc.property(product, quantity, (p, q) => {
        const hint = nextBreak(p, q);
        if (hint) expect(q + hint.addQuantity).toBeLessThanOrEqual(largestQuantity(p));
      }),
    );
  });
});
