import type { Page } from "@playwright/test";
import { TEXTS } from "@xpart/shared";

import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";

const LINKS = [
  ["Home", "/"],
  ["Shop", "/shop"],
  ["Login", "/login"],
] as const;

/** The home page at 375 px: the main navigation and its 'Open menu' toggle. */
async function smallScreenMenu(page: Page) {
  await page.setViewportSize(VIEWPORTS.small);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  return { nav, toggle: nav.getByRole("button", { name: "Open menu" }) };
}

test.describe("top navigation bar", () => {
  test("NAV-01 the bar stays at the top after scrolling the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: TEXTS.customersReviews })).toBeVisible();
    const bar = page.getByRole("banner");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(bar).toBeInViewport();
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    await expect(bar.getByRole("link", { name: TEXTS.brand })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("navbar-after-scroll.png") });
  });

  test("NAV-02/03/04 signed out: brand, Home, Shop and Login; no Dashboard, Sign Out or avatar", async ({
    page,
  }) => {
    await page.goto("/shop");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of LINKS) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Shop", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    await expect(nav.getByRole("img")).toHaveCount(0);

    await nav.getByRole("link", { name: TEXTS.brand }).click();
    await expect(page).toHaveURL("/");
    await nav.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  });

  test("NAV-08 at 375 px the links hide behind 'Open menu' and the dropdown holds the same links", async ({
    page,
  }) => {
    const { nav, toggle } = await smallScreenMenu(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const [name] of LINKS) await expect(nav.getByRole("link", { name, exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const [name, href] of LINKS) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await page.screenshot({ path: test.info().outputPath("navbar-375-open.png") });

    await nav.getByRole("link", { name: "Shop", exact: true }).click();
    await expect(page).toHaveURL("/shop");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Shop", exact: true })).toBeHidden();
  });

  test("NAV-08 keyboard: the menu opens with Enter, its links take focus, Escape closes it", async ({
    page,
  }) => {
    const { nav, toggle } = await smallScreenMenu(page);
    // Keys go to whatever is on the page: wait for the app's navbar, not index.html's stand-in bar.
    await expect(toggle).toBeVisible();
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // brand
    await expect(nav.getByRole("link", { name: TEXTS.brand })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("NAV keyboard at 1280 px: skip link, brand, Home, Shop, Login in tab order", async ({ page }) => {
    await page.goto("/");
    // Keys go to whatever is on the page: wait for the app's navbar, not index.html's stand-in bar.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const expected = ["Skip to content", TEXTS.brand, "Home", "Shop", "Login"];
    for (const name of expected) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/login");
  });

  test("FOOT-01/02 footer: Services, Company and Legal columns, every link opens a real page (no dead links, no 404)", async ({
    page,
  }) => {
    for (const path of ["/", "/shop"]) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("heading")).toHaveText(["Services", "Company", "Legal"]);
      await expect(footer.locator("a:not([href])")).toHaveCount(0);
      await expect(footer).toContainText("X-Part. All rights reserved.");
    }
    const links = page.getByRole("contentinfo").getByRole("link");
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent ?? "", anchor.getAttribute("href") ?? ""]),
    );
    expect(targets.map(([label]) => label)).toEqual([
      "Shop all products",
      "Shipping & Returns",
      "Bulk & fleet quotes",
      "Help with an order",
      "About us",
      "Contact",
      "Terms of use",
      "Privacy policy",
      "Cookie policy",
    ]);
    for (const [label, href] of targets) {
      const { pathname, hash } = new URL(href!, "http://x");
      // The server's answer (a section link within the same page is not a new request for the browser).
      expect((await page.request.get(pathname)).status(), `${label} → ${href}`).toBe(200);
      await page.goto(href!);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(TEXTS.notFound);
      if (hash) await expect(page.locator(hash)).toBeVisible();
    }
  });
});
