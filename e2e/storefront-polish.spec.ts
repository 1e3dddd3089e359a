import type { Page } from "@playwright/test";
import { ORDER_TEXTS, TEXTS } from "@xpart/shared";

import { expect, test } from "./support/app-test";
import { newCustomer, productNamed } from "./support/shop-orders";

/** The seed product these tests open: no other spec uses it. */
const PRODUCT = "XparT HB-600 Electric Hand Blower";

/** How the focused element shows its focus: a ring of at least 2 px (outline or box-shadow), or nothing. */
async function focusRingOf(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== "none";
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.tagName).trim();
    return { name, ring: outline || shadow };
  });
}

/** Tabs up to `stops` times from the top of the page and names every stop without a visible ring. */
async function stopsWithoutRing(page: Page, stops: number, within?: string) {
  const missing: string[] = [];
  let visited = 0;
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press("Tab");
    const inside = within
      ? await page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), within)
      : true;
    const focused = await focusRingOf(page);
    // Past the region, or past the page's last stop (the focus leaves the document).
    if (!inside || !focused) break;
    visited += 1;
    if (!focused.ring) missing.push(focused.name);
  }
  return { missing, visited };
}

test.describe("issue 12: the storefront's polish", () => {
  test("issue 12 defect 12 (focus): WCAG 2.4.7 every stop in the navbar, signed out and in, shows a visible focus ring", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/shop");
    await expect(page.getByRole("heading", { name: TEXTS.allProducts })).toBeVisible();
    // Skip link, brand, Home, Shop, Login.
    expect(await stopsWithoutRing(page, 8, "header")).toMatchObject({ missing: [], visited: 5 });

    await newCustomer(page);
    await page.goto("/shop");
    await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    // Skip link, brand, Home, Shop, Cart (issue 26), Dashboard, Sign Out.
    expect(await stopsWithoutRing(page, 10, "header")).toMatchObject({ missing: [], visited: 7 });
    await page.keyboard.press("Shift+Tab");
    await page.screenshot({ path: test.info().outputPath("focus-navbar.png") });
  });

  test("issue 12 defect 12 (focus): WCAG 2.4.7 the first 40 tab stops of the home page and the shop all show a ring", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const path of ["/", "/shop"]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
      const { missing, visited } = await stopsWithoutRing(page, 40);
      expect(missing, path).toEqual([]);
      expect(visited, path).toBeGreaterThan(15);
    }
  });

  test("issue 12 defect 13 (modals shift the page): opening the billing modal keeps the header's width and the page in place", async ({
    page,
    request,
  }) => {
    await newCustomer(page);
    const product = await productNamed(request, PRODUCT);
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    // The page scrolls, so the browser shows a scrollbar the modal would otherwise take away.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    const header = page.getByRole("banner");
    const title = page.getByRole("heading", { level: 1 });
    const before = { header: (await header.boundingBox())!.width, title: (await title.boundingBox())!.x };

    await page.getByRole("button", { name: TEXTS.purchase }).click();
    await expect(page.getByRole("dialog", { name: ORDER_TEXTS.billingDetails })).toBeVisible();
    expect((await header.boundingBox())!.width).toBe(before.header);
    expect((await title.boundingBox())!.x).toBe(before.title);
  });

  test("issue 12 defect 14 (soft 404s): unknown paths answer status 404 with the 404 page; the app's pages 200", async ({
    page,
  }) => {
    for (const path of ["/no-such-page", "/shop/x/y"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.notFound);
    }
    // Signed out, the app sends an unknown dashboard page to the login first; the status is still 404.
    expect((await page.goto("/dashboard/nope"))?.status()).toBe(404);
    for (const path of ["/", "/shop", "/login", "/contact", "/terms"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });

  test("issue 12 defect 14 (soft 404s): a real robots.txt and a sitemap.xml with every product, at absolute addresses", async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const body = await sitemap.text();
    const products = (await (await request.get("/api/products?limit=100")).json()) as { _id: string }[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(body).toContain(`<loc>${baseURL}/product/${product._id}</loc>`);
    for (const page of ["/shop", "/contact", "/shipping-returns", "/terms", "/privacy"])
      expect(body).toContain(`<loc>${baseURL}${page}</loc>`);
  });

  test("issue 12 the look (installable): index.html links a web app manifest with the theme colour and PNG icons that load", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("X-Part");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      theme_color: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: "X-Part", start_url: "/", display: "standalone" });
    expect(manifest.theme_color.toLowerCase()).toBe(
      (await page.locator('meta[name="theme-color"]').getAttribute("content"))?.toLowerCase(),
    );
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // The PNG header's width and height match the size the manifest promises.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  test("issue 12 the look (copy): FOOT-02 the footer's links open the Contact, Shipping & Returns, Terms and Privacy pages with real content", async ({
    page,
  }) => {
    const pages = [
      ["Contact", "Contact"],
      ["Shipping & Returns", "Shipping & Returns"],
      ["Terms of use", "Terms of Use"],
      ["Privacy policy", "Privacy Policy"],
    ] as const;
    for (const [link, heading] of pages) {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | X-Part`);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
      expect((await page.getByRole("main").innerText()).length).toBeGreaterThan(400);
    }
    await expect(page.getByRole("main")).toContainText("advertising or tracking cookies");
    await page.goto("/shipping-returns");
    await expect(page.getByRole("main")).toContainText("$140");
    await page.goto("/contact");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /@x-part\.example$/ })
        .first(),
    ).toHaveAttribute("href", /^mailto:/);
  });

  test("issue 12 the look (dashboard): one active style, not two orange pills, and every page's heading at the same place and size", async ({
    page,
  }) => {
    await newCustomer(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/dashboard/profile");
    // The wide bar's copy; the small-screen dropdown holds a hidden one.
    const navbarCurrent = page
      .getByRole("navigation", { name: "Main" })
      .locator('[aria-current="page"]:visible');
    const menuCurrent = page.getByRole("navigation", { name: "Dashboard" }).locator('[aria-current="page"]');
    await expect(navbarCurrent).toHaveText("Dashboard");
    await expect(menuCurrent).toHaveText("My Profile");
    const looks = await Promise.all(
      [navbarCurrent, menuCurrent].map((current) =>
        current.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            background: style.backgroundColor,
            weight: style.fontWeight,
            bar: /inset/.test(style.boxShadow),
          };
        }),
      ),
    );
    for (const look of looks)
      expect(look).toEqual({ background: "rgba(0, 0, 0, 0)", weight: "700", bar: true });

    const places = new Set<string>();
    for (const path of [
      "/dashboard/profile",
      "/dashboard/orderTable",
      "/dashboard/myOrders",
      "/dashboard/review",
      "/dashboard/blog",
    ]) {
      await page.goto(path);
      const heading = page.getByRole("main").getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      const box = (await heading.boundingBox())!;
      const size = await heading.evaluate((element) => getComputedStyle(element).fontSize);
      places.add(`${Math.round(box.x)} ${size}`);
    }
    expect([...places]).toHaveLength(1);
  });
});
