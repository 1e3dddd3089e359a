import { ELLIPSIS, formatMoney, LIMITS, TEXTS, truncate, type Product } from "@xpart/shared";

import { expect, test } from "./support/app-test";
import { openInApp } from "./support/in-app";
import { fulfillJson } from "./support/network-helpers";
import { LONG, SHORT } from "./support/product-fixtures";

const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#19D3AE"/></svg>';

test.describe("product card", () => {
  test.beforeEach(async ({ page }) => {
    await fulfillJson(page, /\/api\/products\?/, [LONG, SHORT], 2);
    await page.route("**/api/images/e2e-*", (route) =>
      route.fulfill({ contentType: "image/svg+xml", body: SQUARE_SVG }),
    );
    await openInApp(page, "/shop");
  });

  test("CARD-02/04/08 LONG: name cut at 18 and description at 90 with '...', full name kept, 'Price: $19.99'", async ({
    page,
  }) => {
    const card = page.getByRole("article").filter({ has: page.getByAltText(LONG.name) });
    const name = card.getByRole("heading");
    await expect(name).toHaveText(LONG.name.slice(0, LIMITS.cardNameChars) + ELLIPSIS);
    await expect(name).toHaveText("Heavy Duty Cordles...");
    await expect(name).toHaveAttribute("title", LONG.name);
    await expect(
      card.getByText(LONG.description.slice(0, LIMITS.cardDescriptionChars) + ELLIPSIS, { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(LONG.description, { exact: true })).toHaveCount(0);
    await expect(card.getByText("Price: $19.99", { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("product-cards.png"), fullPage: true });
  });

  test("CARD-03/05 a short name and description are shown whole, with no ellipsis", async ({ page }) => {
    const card = page.getByRole("article").filter({ has: page.getByAltText(SHORT.name) });
    await expect(card.getByRole("heading")).toHaveText(SHORT.name);
    await expect(card.getByRole("heading")).toHaveAttribute("title", SHORT.name);
    await expect(card.getByText(SHORT.description, { exact: true })).toBeVisible();
    await expect(card).not.toContainText(ELLIPSIS);
  });

  test("CARD-01/06/07/08 image, category and labels 'Minimum Order', 'Available Quantity', 'Price: $'", async ({
    page,
  }) => {
    for (const product of [LONG, SHORT]) {
      const card = page.getByRole("article").filter({ has: page.getByAltText(product.name) });
      const image = card.getByRole("img", { name: product.name });
      await expect(image).toHaveAttribute("src", `${product.img}?w=400`);
      await expect(image).toHaveAttribute("srcset", `${product.img}?w=400 400w, ${product.img} 800w`);
      await expect(image).toHaveAttribute("width", "400");
      await expect(image).toHaveAttribute("height", "400");
      await expect(card.getByText(product.category, { exact: true })).toBeVisible();
      await expect(card).toContainText(`${TEXTS.minimumOrder}: ${product.minOrder}`);
      await expect(card).toContainText(`${TEXTS.availableQuantity}: ${product.availableQty}`);
      await expect(
        card.getByText(`${TEXTS.pricePrefix}${formatMoney(product.price)}`, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText("Price: $420.00", { exact: true })).toBeVisible();
  });

  test("CARD-09 ROUTE-03 'Purchase' links to /product/{_id}; signed out, it lands on /login carrying the page", async ({
    page,
  }) => {
    const card = page.getByRole("article").filter({ has: page.getByAltText(LONG.name) });
    const purchase = card.getByRole("link", { name: TEXTS.purchase });
    await expect(purchase).toHaveAttribute("href", `/product/${LONG._id}`);
    await purchase.click();
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/product/${LONG._id}`)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  });
});

test("CARD-06/07/08 seed cards show the API's values, money with separators and cents (issue 25)", async ({
  page,
  request,
}) => {
  const products = (await (await request.get("/api/products?limit=4")).json()) as Product[];
  await page.goto("/");
  const cards = page.getByRole("region", { name: TEXTS.topHotProduct }).getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading")).toHaveText(truncate(product.name, LIMITS.cardNameChars));
    await expect(card).toContainText(`${TEXTS.minimumOrder}: ${product.minOrder}`);
    await expect(card).toContainText(`${TEXTS.availableQuantity}: ${product.availableQty}`);
    await expect(card).toContainText(`${TEXTS.pricePrefix}${formatMoney(product.price)}`);
  }
  // The demo catalogue's prices are real-world ones: the shop shows each as people read money.
  await expect(cards.first()).toContainText(/Price: \$\d{1,3}(,\d{3})*\.\d{2}/);
});

test("ROUTE-03 opening /product/{id} directly while signed out goes to /login with the location", async ({
  page,
}) => {
  await page.goto(`/product/${SHORT._id}`);
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/product/${SHORT._id}`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
});
