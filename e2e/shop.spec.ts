import type { APIRequestContext, Page } from "@playwright/test";
import { LIMITS, TEXTS, type Category, type Product } from "@xpart/shared";

import { expect, test } from "./support/app-test";
import { openInApp } from "./support/in-app";
import { columnCount, VIEWPORTS } from "./support/layout-helpers";
import { failRoute, fulfillJson, holdRoute } from "./support/network-helpers";

/**
 * What the API says for a filter: the matching products (all of them, a page of 100 at a time) and the total
 * the last page reports exactly (a full first page only says "at least", decision 0020).
 */
async function catalogue(request: APIRequestContext, filter: Record<string, string> = {}) {
  const products: Product[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await request.get("/api/products", { params: { ...filter, limit: 100, offset } });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as Product[];
    products.push(...page);
    if (page.length < 100) return { products, total: Number(response.headers()["x-total-count"]) };
  }
}

/** The demo catalogue the e2e server seeds (apps/server/seed-assets/demo-catalogue/*.json, issue 25). */
const DEMO_PRODUCTS = 163;

/** The shop's count line, exact or "at least" (`124+`) while the server has not counted every match. */
const countLine = (shown: number, total: number) =>
  new RegExp(`^Showing ${shown} of (${total}|\\d+\\+) products$`);

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) =>
  cards(page)
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));

test.describe("shop", () => {
  test("SHOP-01/02 ROUTE-02 'All Products': 12 cards, 'Load more' reaches every product, with a visible count", async ({
    page,
    request,
  }) => {
    // Fourteen pages of the demo catalogue, each a request and a render: more than the default 30 s on a busy machine.
    test.slow();
    const { products, total } = await catalogue(request);
    // Other specs add products (admin, CSV import): at least the demo catalogue.
    expect(total).toBeGreaterThanOrEqual(DEMO_PRODUCTS);

    await page.goto("/shop");
    await expect(page).toHaveTitle(/Shop/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.allProducts);
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
    await expect(page.getByText(countLine(LIMITS.shopPageSize, total))).toBeVisible();
    expect(await cardNames(page)).toEqual(products.slice(0, LIMITS.shopPageSize).map((p) => p.name));
    await page.screenshot({ path: test.info().outputPath("shop-first-page.png"), fullPage: true });

    for (let page_ = 2; (page_ - 1) * LIMITS.shopPageSize < total; page_++) {
      const shown = Math.min(page_ * LIMITS.shopPageSize, total);
      await page.getByRole("button", { name: TEXTS.loadMore }).click();
      await expect(cards(page)).toHaveCount(shown);
      await expect(page.getByText(countLine(shown, total))).toBeVisible();
    }
    await expect(page.getByText(`Showing ${total} of ${total} products`)).toBeVisible();
    await expect(page.getByRole("button", { name: TEXTS.loadMore })).toHaveCount(0);
    expect(await cardNames(page)).toEqual(products.map((p) => p.name));
  });

  test("SHOP-04 STATE-01 'Loading...' is shown, visibly, while the first page loads", async ({ page }) => {
    const release = await holdRoute(page, /\/api\/products\?/);
    await openInApp(page, "/shop");
    await expect(page.getByRole("heading", { name: TEXTS.allProducts })).toBeVisible();
    const loading = page.getByRole("main").getByText(TEXTS.loading, { exact: true });
    await expect(loading).toBeVisible();
    const box = await loading.boundingBox();
    expect(box !== null && box.width > 20 && box.height > 10).toBe(true);
    release();
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
    await expect(loading).toHaveCount(0);
  });

  test("SHOP-05 product requests carry no Authorization header and answer 200", async ({ page }) => {
    const seen: { authorization: string | undefined; status: number | undefined }[] = [];
    page.on("requestfinished", (req) => {
      if (!new URL(req.url()).pathname.startsWith("/api/products")) return;
      void Promise.all([req.allHeaders(), req.response()]).then(([headers, response]) =>
        seen.push({ authorization: headers.authorization, status: response?.status() }),
      );
    });
    await openInApp(page, "/shop");
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
    await page.getByRole("button", { name: TEXTS.loadMore }).click();
    await expect(cards(page)).toHaveCount(2 * LIMITS.shopPageSize);
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual([
      { authorization: undefined, status: 200 },
      { authorization: undefined, status: 200 },
    ]);
  });

  test("SHOP filter by category with the select; the URL keeps it across a reload", async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get("/api/categories")).json()) as Category[];
    const category = categories.find((c) => c.name === "Any Hardware");
    expect(category).toBeDefined();
    const expected = await catalogue(request, { category: "Any Hardware" });
    expect(expected.total).toBe(category?.count);

    await page.goto("/shop");
    const select = page.getByLabel("Category");
    await expect(select.getByRole("option", { name: "All categories" })).toHaveCount(1);
    await expect(select.getByRole("option")).toHaveCount(categories.length + 1);
    await select.selectOption("Any Hardware");
    await expect(page).toHaveURL("/shop?category=Any+Hardware");
    const firstPage = Math.min(expected.total, LIMITS.shopPageSize);
    await expect(cards(page)).toHaveCount(firstPage);
    for (const card of await cards(page).all()) await expect(card).toContainText("Any Hardware");
    await expect(page.getByText(`Showing ${firstPage} of ${expected.total} products`)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Category")).toHaveValue("Any Hardware");
    await expect(cards(page)).toHaveCount(firstPage);

    await page.getByLabel("Category").selectOption("");
    await expect(page).toHaveURL("/shop");
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
  });

  test("HOME-10 a home 'MORE' link opens the shop filtered to its category", async ({ page, request }) => {
    const expected = await catalogue(request, { category: "Welding Machine" });
    expect(expected.total).toBeGreaterThanOrEqual(2);
    await page.goto("/");
    await page
      .getByRole("region", { name: TEXTS.topCategories })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Welding Machine", exact: true }) })
      .getByRole("link", { name: TEXTS.more })
      .click();
    await expect(page).toHaveURL("/shop?category=Welding+Machine");
    await expect(page.getByLabel("Category")).toHaveValue("Welding Machine");
    await expect(cards(page)).toHaveCount(Math.min(expected.total, LIMITS.shopPageSize));
    expect(await cardNames(page)).toEqual(expected.products.slice(0, LIMITS.shopPageSize).map((p) => p.name));
  });

  test("SHOP a category with no products says so, and 'Show all products' clears it", async ({ page }) => {
    await page.goto("/shop?category=Hardware");
    await expect(page.getByText('No products match the category "Hardware".')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Show all products" }).click();
    await expect(page).toHaveURL("/shop");
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
  });

  test("SHOP search box filters by name or description after a pause and keeps q in the URL", async ({
    page,
    request,
  }) => {
    const expected = await catalogue(request, { q: "horn" });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(DEMO_PRODUCTS);

    await page.goto("/shop");
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
    await page.getByRole("combobox", { name: "Search products" }).fill("horn");
    await expect(page).toHaveURL("/shop?q=horn");
    await expect(cards(page)).toHaveCount(expected.total);
    expect(await cardNames(page)).toEqual(expected.products.map((p) => p.name));

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Search products" })).toHaveValue("horn");
    await expect(cards(page)).toHaveCount(expected.total);
  });

  test("SHOP no match: a message naming the filter and 'Show all products' clears it", async ({ page }) => {
    await page.goto("/shop?q=no-such-thing-anywhere");
    await expect(page.getByText('No products match "no-such-thing-anywhere".')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Show all products" }).click();
    await expect(page).toHaveURL("/shop");
    await expect(page.getByRole("combobox", { name: "Search products" })).toHaveValue("");
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
  });

  test("issue 13: past the server's counting cap (X-Total-Count-Capped) the count says 'at least' with a +", async ({
    page,
    request,
  }) => {
    const { products } = await catalogue(request);
    const firstPage = products.slice(0, LIMITS.shopPageSize);
    await page.route(/\/api\/products\?/, (route) =>
      route.fulfill({ json: firstPage, headers: { "X-Total-Count": "112", "X-Total-Count-Capped": "true" } }),
    );
    await openInApp(page, "/shop");
    await expect(page.getByText(`Showing ${LIMITS.shopPageSize} of 112+ products`)).toBeVisible();
    await expect(page.getByRole("button", { name: TEXTS.loadMore })).toBeVisible();
  });

  test("SHOP-06 an empty catalogue says 'No products yet'", async ({ page }) => {
    await fulfillJson(page, /\/api\/products\?/, [], 0);
    await openInApp(page, "/shop");
    await expect(page.getByText(TEXTS.noProducts, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: TEXTS.loadMore })).toHaveCount(0);
  });

  test("ERR-09 a failed product list shows an error with 'Try again', never an endless 'Loading...'", async ({
    page,
  }) => {
    await failRoute(page, /\/api\/products\?/, 2);
    await openInApp(page, "/shop");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The catalogue is resting.");
    await expect(page.getByText(TEXTS.loading, { exact: true })).toHaveCount(0);
    await alert.getByRole("button", { name: TEXTS.retry }).click();
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
  });

  test("ERR-13 a failed 'Load more' keeps the cards, shows an error toast, and can be tried again", async ({
    page,
  }) => {
    await failRoute(page, /\/api\/products\?.*offset=12/, 2);
    await page.goto("/shop");
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
    const loadMore = page.getByRole("button", { name: TEXTS.loadMore });
    await loadMore.click();
    await expect(page.getByRole("alert").filter({ hasText: "The catalogue is resting." })).toBeVisible();
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
    await loadMore.click();
    await expect(cards(page)).toHaveCount(2 * LIMITS.shopPageSize);
  });

  test("SHOP-03 the grid has 1 column at 375 px, 2 at 800 px, 4 at 1280 px", async ({ page }) => {
    await page.goto("/shop");
    await expect(cards(page)).toHaveCount(LIMITS.shopPageSize);
    for (const [viewport, columns] of [
      [VIEWPORTS.small, 1],
      [VIEWPORTS.medium, 2],
      [VIEWPORTS.large, 4],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect.poll(() => columnCount(cards(page))).toBe(columns);
      await page.screenshot({ path: test.info().outputPath(`shop-${viewport.width}.png`) });
    }
  });

  test("ROUTE-12 deep links and reloads of client routes load the app", async ({ page }) => {
    await page.goto("/shop?category=Pipe+Wrench");
    await expect(page.getByLabel("Category")).toHaveValue("Pipe Wrench");
    await page.reload();
    await expect(page.getByRole("heading", { name: TEXTS.allProducts })).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("Pipe Wrench");
  });
});
