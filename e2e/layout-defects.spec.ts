import type { Page } from "@playwright/test";

import { expect, test } from "./support/app-test";
import { newCustomer, placeOrder, productNamed, PRODUCTS } from "./support/shop-orders";

/** Issue 24's layout defects, each at the size it was found at. */

const shopCards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("issue 24: the shop on a phone shows products in its first screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("issue 24: the first product starts in the first screen; the filters wait behind one button", async ({
    page,
  }) => {
    await page.goto("/shop");
    const first = await shopCards(page).first().boundingBox();
    expect(first!.y).toBeLessThan(844);
    const category = page.getByLabel("Category", { exact: true });
    await expect(category).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();

    const filters = page.getByRole("button", { name: "Filters" });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await expect(category).toBeVisible();
    await expect(page.getByLabel("Sort by")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "In stock only" })).toBeVisible();
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/sort=price/);
    // The button says how many filters are on, so a closed panel hides nothing silently.
    await expect(filters).toContainText("1");
  });

  test("issue 24: on a wide screen the filters are shown at once, with no button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/shop");
    await expect(page.getByLabel("Category", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filters" })).toBeHidden();
  });
});

test.describe("issue 24: the Order Table fits a desktop screen", () => {
  for (const width of [1366, 1440, 1920]) {
    test(`issue 24 ORD-01: at ${width} px the table is not wider than its place and shows the Date column`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { token } = await newCustomer(page);
      const product = await productNamed(page.request, PRODUCTS.details);
      await placeOrder(page, token, product._id, product.minOrder);
      await page.goto("/dashboard/orderTable");
      const table = page.getByRole("table");
      await expect(table.getByRole("row")).toHaveCount(2);
      const overflow = await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      const date = table.getByRole("columnheader", { name: "Date" });
      const [dateBox, viewport] = [await date.boundingBox(), page.viewportSize()!];
      expect(dateBox!.x + dateBox!.width).toBeLessThanOrEqual(viewport.width);
    });
  }
});

test.describe("issue 24: a focused navbar link is easy to read", () => {
  test("issue 24 WCAG 1.4.3: a keyboard-focused navbar link keeps at least 4.5:1 contrast", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const shop = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" });
    await shop.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(shop).toBeFocused();
    const ratio = await shop.evaluate((link) => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      // The link's own background if it paints one, else the bar's.
      const own = rgb(getComputedStyle(link).backgroundColor);
      const bar = rgb(getComputedStyle(link.closest("header")!).backgroundColor);
      const alpha = own[3] ?? 1;
      const background = own.slice(0, 3).map((c, i) => c * alpha + bar[i]! * (1 - alpha));
      const [a, b] = [luminance(rgb(getComputedStyle(link).color)), luminance(background)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
