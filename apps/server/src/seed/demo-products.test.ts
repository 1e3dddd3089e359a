import { CATEGORIES, HOME_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_LIMITS } from "@xpart/shared";
import { describe, expect, it } from "vitest";

import { drawProduct, drawingKinds } from "../../seed-assets/product-drawings.js";

import { demoPartNumbers } from "./demo-part-numbers.js";
import { demoProducts } from "./demo-products.js";

const ORIGINAL_COUNT = 19;

describe("demoProducts", () => {
  it("starts with the original 19 products, numbers fixed, and adds 12 for the home page's categories", () => {
    expect(demoProducts).toHaveLength(ORIGINAL_COUNT + 12);
    const originals = demoProducts.slice(0, ORIGINAL_COUNT);
    for (const product of originals) {
      expect(product.minOrder).toBe(50);
      expect(product.availableQty).toBe(300);
    }
    expect(originals[0]?.priceCents).toBe(32_000);
    expect(originals.slice(1).every((p) => p.priceCents === 42_000)).toBe(true);
  });

  it("has whole-cent prices and minimum orders the stock can fill, within the admin's limits", () => {
    for (const product of demoProducts) {
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.priceCents).toBeGreaterThan(0);
      expect(product.priceCents).toBeLessThanOrEqual(PRODUCT_LIMITS.maxPriceDollars * 100);
      expect(Number.isInteger(product.minOrder)).toBe(true);
      expect(product.minOrder).toBeGreaterThanOrEqual(1);
      expect(product.availableQty).toBeGreaterThanOrEqual(product.minOrder);
      expect(product.availableQty).toBeLessThanOrEqual(PRODUCT_LIMITS.maxStock);
      expect(product.name.length).toBeLessThanOrEqual(PRODUCT_LIMITS.nameMaxChars);
    }
  });

  it("uses only the vocabulary's categories (decision 0011)", () => {
    const vocabulary: readonly string[] = CATEGORIES;
    expect(demoProducts.filter((p) => !vocabulary.includes(p.category)).map((p) => p.name)).toEqual([]);
  });

  it.each([...new Set([...HOME_CATEGORIES, ...PRODUCT_CATEGORIES])])(
    "HOME-10 ADDP-02: has at least two products in '%s'",
    (category) => {
      expect(demoProducts.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    },
  );

  it("has distinct names and descriptions", () => {
    const names = demoProducts.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const descriptions = demoProducts.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(300);
      expect(description).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it("uses existing drawing kinds, and no two products get the same picture", () => {
    const known = new Set<string>(drawingKinds);
    for (const product of demoProducts) expect(known.has(product.drawing)).toBe(true);
    const pictures = demoProducts.map((p) => drawProduct(p.drawing, p.accent ? { accent: p.accent } : {}));
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it("draws every kind for at least one product", () => {
    const used = new Set(demoProducts.map((p) => p.drawing));
    expect(drawingKinds.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it("gives every product a brand and its own SKU (issue 25), and names no product it does not have", () => {
    const names = demoProducts.map((p) => p.name);
    expect(Object.keys(demoPartNumbers).sort()).toEqual([...names].sort());
    const skus = names.map((name) => demoPartNumbers[name]!.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const name of names) expect(demoPartNumbers[name]!.brand.trim()).not.toBe("");
  });
});
