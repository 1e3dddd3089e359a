import { test as withoutAppWait, type Page } from "@playwright/test";
import { LIMITS, SEARCH_LIMITS, SEARCH_TEXTS, type Product, type SearchSuggestions } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/app-test";

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** What the API finds for a search: the shop's first page of products and the words it matched. */
async function found(page: Page, q: string) {
  const response = await page.request.get("/api/products", {
    params: { q, limit: LIMITS.shopPageSize, offset: 0 },
  });
  expect(response.ok()).toBe(true);
  return { products: (await response.json()) as Product[], terms: response.headers()["x-search-terms"] };
}

test.describe("search (issue 42)", () => {
  test('issue 42: typing "brak" shows suggestions under the box; choosing one with the keyboard opens that product', async ({
    page,
  }) => {
    // The product page is for signed-in customers (spec §2).
    await signUpViaApi(page);
    const answer = await page.request.get("/api/search/suggest", { params: { q: "brak" } });
    expect(answer.ok()).toBe(true);
    expect(answer.headers()["cache-control"]).toMatch(/public/);
    const { suggestions } = (await answer.json()) as SearchSuggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(SEARCH_LIMITS.suggestions);
    const chosen = suggestions.findIndex((suggestion) => suggestion.href.startsWith("/product/"));
    expect(chosen).toBeGreaterThanOrEqual(0);
    const href = suggestions[chosen]!.href;
    const product = (await (
      await page.request.get(`/api${href.replace("/product/", "/products/")}`)
    ).json()) as Product;

    await page.goto("/shop");
    await searchBox(page).pressSequentially("brak");
    const list = page.getByRole("listbox", { name: SEARCH_TEXTS.suggestionsLabel });
    await expect(list).toBeVisible();
    await expect(list.getByRole("option")).toHaveCount(suggestions.length);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
    // The open combobox and its listbox, as axe reads them.
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("suggestions.png") });

    for (let step = 0; step <= chosen; step++) await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("option").nth(chosen)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  });

  test('issue 42: a typo ("filtr") finds the filters, with the matched word marked in the results', async ({
    page,
  }) => {
    const { products, terms } = await found(page, "filtr");
    expect(products.length).toBeGreaterThan(0);
    expect(terms).toBeTruthy();

    await page.goto("/shop");
    await searchBox(page).fill("filtr");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/shop?q=filtr");
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(products.length);
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveAttribute(
      "title",
      products[0]!.name,
    );
    await expect(cards(page).locator("mark").first()).toHaveText(/^filt/i);
  });
});

// The app's `goto` waits for the app to run, which never happens here: Playwright's own test.
withoutAppWait.describe("search without script (issue 42)", () => {
  withoutAppWait.use({ javaScriptEnabled: false });

  withoutAppWait(
    "issue 42: with JavaScript off, submitting the search form shows the results the server drew",
    async ({ page }) => {
      const { products } = await found(page, "brake");
      expect(products.length).toBeGreaterThan(0);

      await page.goto("/shop");
      await searchBox(page).fill("brake");
      await searchBox(page).press("Enter");
      await expect(page).toHaveURL("/shop?q=brake");
      await expect(cards(page)).toHaveCount(products.length);
      await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveAttribute(
        "title",
        products[0]!.name,
      );
      await expect(searchBox(page)).toHaveValue("brake");
    },
  );
});
