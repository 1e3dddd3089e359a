import { CATEGORIES, HOME_CATEGORIES, PRODUCT_CATEGORIES, type Category, type Product } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../test/test-app.js";
import { products } from "../modules/catalog/catalog.tables.js";
import { countProducts } from "../modules/catalog/index.js";

import { demoProducts } from "./demo-products.js";
import { seedDemoCatalog } from "./seed.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  return { body: res.json() as T, total: Number(res.headers["x-total-count"]) };
}

describe("the seeded demo catalogue (decision 0011)", () => {
  it("has every demo product, and every category it uses is the vocabulary's, spelt its way", async () => {
    expect(await countProducts(t.db)).toBe(demoProducts.length);
    const { body } = await get<Category[]>("/api/categories");
    const vocabulary: readonly string[] = CATEGORIES;
    expect(body.map((c) => c.name).filter((name) => !vocabulary.includes(name))).toEqual([]);
  });

  it.each([...new Set([...HOME_CATEGORIES, ...PRODUCT_CATEGORIES])])(
    "HOME-10 ADDP-02: GET /api/products?category= finds at least two products in '%s', in any case",
    async (category) => {
      for (const spelling of [category, category.toLowerCase(), category.toUpperCase()]) {
        const { body, total } = await get<Product[]>(
          `/api/products?category=${encodeURIComponent(spelling)}&limit=100`,
        );
        expect(total).toBeGreaterThanOrEqual(2);
        expect(body).toHaveLength(total);
        expect(body.every((p) => p.category === category)).toBe(true);
      }
    },
  );
});

describe("seedDemoCatalog", () => {
  it("leaves a catalogue that has products alone", async () => {
    expect(await seedDemoCatalog(t.db)).toBe(0);
    expect(await countProducts(t.db)).toBe(demoProducts.length);
  });

  it("fills an empty catalogue exactly once, even when two servers start together", async () => {
    await t.db.delete(products);
    const results = await Promise.all([seedDemoCatalog(t.db), seedDemoCatalog(t.db)]);
    expect(results.sort((a, b) => a - b)).toEqual([0, demoProducts.length]);
    expect(await countProducts(t.db)).toBe(demoProducts.length);
  });
});
