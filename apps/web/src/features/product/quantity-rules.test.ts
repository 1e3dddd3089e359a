import { describe, expect, it } from "vitest";

import {
  canOrder,
  checkQuantity,
  clampQuantity,
  needsClamp,
  parseQuantity,
  qualifiesForFreeDelivery,
  totalCents,
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

describe("needsClamp", () => {
  it("is false only for a whole number already within the limits", () => {
    expect(needsClamp("60", limits)).toBe(false);
    expect(needsClamp("50", limits)).toBe(false);
    expect(needsClamp("10", limits)).toBe(true);
    expect(needsClamp("060", limits)).toBe(true);
    expect(needsClamp("55.5", limits)).toBe(true);
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
});

describe("totalCents (PDP-11, DESIGN §5)", () => {
  it("multiplies in cents without float drift", () => {
    expect(totalCents(19.99, 50)).toBe(99950);
    expect(totalCents(420, 50)).toBe(2100000);
    expect(totalCents(0.1, 3)).toBe(30);
    expect(totalCents(1.15, 100)).toBe(11500);
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
});
