import { isValidQuantity } from "@xpart/shared/texts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  canOrder,
  checkQuantity,
  clampQuantity,
  parseQuantity,
  qualifiesForFreeDelivery,
} from "./quantity-rules";

const limits = { min: 50, max: 300 };

describe("clampQuantity (spec §5, PDP-15/16/25)", () => {
  it.each([
    ["10", 50],
    ["49", 50],
    ["50", 50],
    ["60", 60],
    ["300", 300],
    ["99999", 300],
    ["55.5", 55],
    ["-5", 50],
    ["abc", 50],
    ["", 50],
    ["  70 ", 70],
    ["1e9", 300],
  ])("%j becomes %i", (text, value) => {
    expect(clampQuantity(text, limits)).toBe(value);
  });

  it("uses the product's own minimum (DESIGN §5)", () => {
    expect(clampQuantity("10", { min: 100, max: 300 })).toBe(100);
  });
});

describe("clampQuantity in whole packs (issue 26)", () => {
  // Minimum 45, packs of 10, 305 in stock: 50 to 300 in tens.
  const packs = { min: 45, max: 305, step: 10 };
  it.each([
    ["10", 50],
    ["45", 50],
    ["50", 50],
    ["51", 60],
    ["73.9", 80],
    ["299", 300],
    ["305", 300],
    ["99999", 300],
    ["abc", 50],
  ])("%j becomes %i", (text, value) => {
    expect(clampQuantity(text, packs)).toBe(value);
  });

  it("with stock short of one pack at the minimum, shows the smallest order", () => {
    expect(clampQuantity("70", { min: 45, max: 48, step: 10 })).toBe(50);
  });

  it("a step of 1 is the spec's clamp", () => {
    for (const text of ["10", "60", "55.5", "99999", ""])
      expect(clampQuantity(text, { ...limits, step: 1 })).toBe(clampQuantity(text, limits));
  });
});

describe("parseQuantity and checkQuantity (PDP-25)", () => {
  it("reads whole numbers only", () => {
    expect(parseQuantity("60")).toBe(60);
    expect(parseQuantity(" 60 ")).toBe(60);
    for (const text of ["55.5", "-5", "abc", "", "1e3", "+5"]) expect(parseQuantity(text)).toBeNull();
  });

  it("names the limit that is broken", () => {
    expect(checkQuantity("60", limits)).toEqual({ ok: true, value: 60 });
    expect(checkQuantity("10", limits)).toEqual({
      ok: false,
      message: "The minimum order for this product is 50",
    });
    expect(checkQuantity("301", limits)).toEqual({ ok: false, message: "Only 300 available" });
    expect(checkQuantity("55.5", limits)).toEqual({ ok: false, message: "Quantity must be a whole number" });
  });

  it("asks for whole packs, and names the most the stock holds in them (issue 26)", () => {
    const packs = { min: 50, max: 305, step: 10 };
    expect(checkQuantity("60", packs)).toEqual({ ok: true, value: 60 });
    expect(checkQuantity("65", packs)).toEqual({ ok: false, message: "Order in whole packs of 10" });
    expect(checkQuantity("310", packs)).toEqual({ ok: false, message: "Only 300 available" });
  });

  it("accepts exactly what the server's rule accepts (isValidQuantity, issue 38)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (min, max, step, quantity) => {
          const product = {
            minOrder: min,
            availableQty: max,
            orderStep: step,
            priceCents: 0,
            priceBreaks: [],
          };
          expect(checkQuantity(String(quantity), { min, max, step }).ok).toBe(
            isValidQuantity(product, quantity),
          );
        },
      ),
    );
  });
});

describe("qualifiesForFreeDelivery (LIM-01: over $140)", () => {
  it("is strictly over $140", () => {
    expect(qualifiesForFreeDelivery(14000)).toBe(false);
    expect(qualifiesForFreeDelivery(14001)).toBe(true);
  });
});

describe("canOrder (PDP-24)", () => {
  it("needs stock for the minimum order", () => {
    expect(canOrder({ minOrder: 50, availableQty: 300 })).toBe(true);
    expect(canOrder({ minOrder: 50, availableQty: 50 })).toBe(true);
    expect(canOrder({ minOrder: 50, availableQty: 20 })).toBe(false);
    expect(canOrder({ minOrder: 0, availableQty: 0 })).toBe(false);
  });

  it("needs a whole pack at the minimum (issue 26)", () => {
    expect(canOrder({ minOrder: 45, availableQty: 50, orderStep: 10 })).toBe(true);
    expect(canOrder({ minOrder: 45, availableQty: 49, orderStep: 10 })).toBe(false);
  });
});
