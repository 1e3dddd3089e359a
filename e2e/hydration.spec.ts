import type { BrowserContext, Page } from "@playwright/test";
import type { Product } from "@xpart/shared";

import { expect, test } from "./support/app-test";
import { problemsOf } from "./support/console-problems";
import { newCustomer, placeOrder } from "./support/shop-orders";

/**
 * Issue 37: every page the server draws hydrates on React 19 with nothing said in the console: no hydration
 * error (the app logs React's recoverable errors, app/start.tsx), no warning, no uncaught error. Signed out and
 * signed in, the shop with its filters, the product page and My Orders with an order on it. The suite runs the
 * production build, whose hydration compares text and structure; an attribute that differs is reported by a
 * development build only (decision 0039).
 */

/**
 * Opens `path` in a page of its own (so nothing another page says late is counted here), waits until the app
 * says it is interactive and the network is quiet, and answers what it said.
 */
async function hydrationProblems(context: BrowserContext, path: string): Promise<string[]> {
  const page = await context.newPage();
  const problems = problemsOf(page);
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await page.close();
  // The not-found page's own status is its one expected line.
  return path === NOT_FOUND ? problems.filter((text) => !text.includes("status of 404")) : problems;
}

const NOT_FOUND = "/no-such-page";

const ORDERED = "X-Part Solid Rubber Wheel Chocks, Pair";

const PUBLIC_PATHS = [
  "/",
  "/shop",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  "/contact",
  "/shipping-returns",
  "/terms",
  "/privacy",
  NOT_FOUND,
];

/** The shop's filters as the address carries them: what the server draws differs with each. */
async function filteredShopPaths(page: Page): Promise<string[]> {
  const vehicles = await page.request.get("/api/vehicles", {
    params: { year: 2015, make: "Toyota", model: "Hilux" },
  });
  const [hilux] = (await vehicles.json()) as { id: number }[];
  expect(hilux).toBeDefined();
  const category = encodeURIComponent("Replacement Parts");
  return [
    `/shop?category=${category}`,
    `/shop?vehicle=${hilux!.id}&fits=true`,
    `/shop?vehicle=${hilux!.id}&category=${category}`,
    "/shop?q=wrench",
    "/shop?sort=price-asc&inStock=true",
  ];
}

test.describe("issue 37: server-drawn pages hydrate on React 19 with no error or warning", () => {
  test("signed out: every public page and the filtered shop", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [...PUBLIC_PATHS, ...(await filteredShopPaths(page))]) {
      expect(await hydrationProblems(page.context(), path), path).toEqual([]);
    }
  });

  test("signed in: every public page, the filtered shop, a product page and My Orders with an order", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { token } = await newCustomer(page);
    // A demo product no stock check of another spec depends on (as server-render.spec.ts orders it).
    const found = await page.request.get("/api/products", { params: { q: ORDERED } });
    const product = ((await found.json()) as Product[]).find((p) => p.name === ORDERED);
    await placeOrder(page, token, product!._id, product!.minOrder);
    const paths = [
      ...PUBLIC_PATHS,
      ...(await filteredShopPaths(page)),
      `/product/${product!._id}`,
      "/dashboard/myOrders",
    ];
    for (const path of paths) {
      expect(await hydrationProblems(page.context(), path), path).toEqual([]);
    }
    // My Orders was the signed-in customer's own, with the order on it.
    await page.goto("/dashboard/myOrders");
    await expect(page.getByRole("main").getByText(product!.name).first()).toBeVisible();
  });
});
