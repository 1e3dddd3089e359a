import type { APIRequestContext, Page } from "@playwright/test";
import { HOME_CATEGORIES, LIMITS, PRODUCT_CATEGORIES, TEXTS, type Product } from "@xpart/shared";

import { expect, test } from "./support/app-test";

/** The products the shop filter finds for a category (decision 0011: every home category has some). */
async function productsIn(request: APIRequestContext, category: string) {
  const response = await request.get("/api/products", { params: { category, limit: 100 } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("home categories lead to products", () => {
  for (const category of HOME_CATEGORIES) {
    test(`HOME-09/10 '${category}': its 'MORE' opens the shop filtered to it, with products`, async ({
      page,
      request,
    }) => {
      const expected = await productsIn(request, category);
      expect(expected.length).toBeGreaterThanOrEqual(2);

      await page.goto("/");
      await page
        .getByRole("region", { name: TEXTS.topCategories, exact: true })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: category, exact: true }) })
        .getByRole("link", { name: TEXTS.more, exact: true })
        .click();

      await expect(page).toHaveURL(`/shop?${new URLSearchParams({ category }).toString()}`);
      await expect(page.getByLabel("Category")).toHaveValue(category);
      const shown = Math.min(expected.length, LIMITS.shopPageSize);
      await expect(cards(page)).toHaveCount(shown);
      await expect(page.getByText(`Showing ${shown} of ${expected.length} products`)).toBeVisible();
      const names = await cards(page)
        .getByRole("img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
      expect(names).toEqual(expected.slice(0, shown).map((p) => p.name));
      for (const card of await cards(page).all()) await expect(card).toContainText(category);
      // Each has its own drawn picture.
      expect(new Set(expected.map((p) => p.img)).size).toBe(expected.length);
      for (const product of expected) {
        const picture = await request.get(product.img);
        expect(picture.ok()).toBe(true);
        expect(picture.headers()["content-type"]).toMatch(/^image\//);
      }
      await page.screenshot({
        path: test.info().outputPath(`category-${category.toLowerCase().replaceAll(" ", "-")}.png`),
      });
    });
  }

  test("ADDP-02 ENT-02 every Add Product category has products in the shop's category select", async ({
    page,
    request,
  }) => {
    await page.goto("/shop");
    const select = page.getByLabel("Category");
    for (const category of PRODUCT_CATEGORIES) {
      const expected = await productsIn(request, category);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      await select.selectOption(category);
      await expect(cards(page)).toHaveCount(Math.min(expected.length, LIMITS.shopPageSize));
      for (const card of await cards(page).all()) await expect(card).toContainText(category);
    }
  });
});
