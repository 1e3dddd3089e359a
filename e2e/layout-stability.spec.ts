import type { Page } from "@playwright/test";

import { expect, test } from "./support/app-test";
import { holdRoute } from "./support/network-helpers";
import { newCustomer, placeOrder, productNamed, PRODUCTS } from "./support/shop-orders";

/** A seed product whose order fills the customer's order list (other specs' stock checks are relative). */
const ORDERED = "XparT HB-600 Electric Hand Blower";

/**
 * The shop's data calls (not the session's) and pictures: held so each page paints its loading state first (a
 * page the server draws paints its content, with its pictures still to come).
 */
const DATA_CALLS = /\/api\/(?!auth\/)/;

/** Sums the page's layout shifts since it started loading (the Layout Instability API, as Lighthouse's CLS). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifted = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test.describe("issue 13: pages do not jump when their data arrives (CLS < 0.05 on a phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pages = [
    {
      name: "home",
      url: async () => "/",
      ready: (p: Page) => p.getByRole("heading", { name: "Top Categories" }),
    },
    { name: "shop", url: async () => "/shop", ready: (p: Page) => p.getByRole("article").first() },
    {
      name: "a product",
      url: async (p: Page) => `/product/${(await productNamed(p.request, PRODUCTS.details))._id}`,
      ready: (p: Page) => p.getByRole("heading", { level: 1 }),
    },
    {
      name: "my orders",
      url: async (p: Page, token: string) => {
        await placeOrder(p, token, (await productNamed(p.request, ORDERED))._id);
        return "/dashboard/myOrders";
      },
      ready: (p: Page) => p.getByRole("main").getByText(ORDERED).first(),
    },
  ];

  for (const { name, url, ready } of pages) {
    test(`${name}: the footer and content stay put while the page loads`, async ({ page }) => {
      const { token } = await newCustomer(page);
      const address = await url(page, token);
      await watchShifts(page);
      const release = await holdRoute(page, DATA_CALLS);
      // Not until "load": a server-drawn page's held pictures would hold that (issue 24).
      await page.goto(address, { waitUntil: "commit" });
      await expect(page.locator("main")).toBeVisible();
      release();
      await expect(ready(page)).toBeVisible();
      expect(await shifted(page)).toBeLessThan(0.05);
    });
  }
});

test("issue 13: the home page's largest image, the first slide, is fetched first and the hidden slides wait", async ({
  page,
}) => {
  await page.goto("/");
  const slides = page.locator("[aria-roledescription=slide] img");
  await expect(slides.first()).toHaveAttribute("fetchpriority", "high");
  await expect(slides.first()).toHaveAttribute("loading", "eager");
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 1; i < count; i++) await expect(slides.nth(i)).toHaveAttribute("loading", "lazy");
  await expect(page.locator("img[fetchpriority=high]")).toHaveCount(1);
});
