import { readFile } from "node:fs/promises";

import {
  ADMIN_TEXTS,
  CATALOGUE_COLUMNS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  type Product,
} from "@xpart/shared";

import {
  adminSession,
  createProduct,
  removeProductsAddedByTheseTests,
  uniqueName,
} from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";

// One admin changes the catalogue the other specs read: one test after another, and its product goes again.
test.describe.configure({ mode: "serial" });

const PRICE = CATALOGUE_COLUMNS.products.indexOf("price");

test.describe("the owner's catalogue (issue 27)", () => {
  removeProductsAddedByTheseTests();

  test("issue 27: export the catalogue, change one price in the file, check it (one changed row), apply it, and the shop charges it", async ({
    browser,
  }) => {
    test.slow();
    const { page, token } = await adminSession(browser);
    const name = uniqueName("Repriced Clamp");
    const product = await createProduct(page, token, {
      name,
      description: "A clamp whose price changes by CSV.",
      price: 12.5,
      orderStep: 10,
      priceBreaks: [{ minQuantity: 100, price: 11 }],
      reorderThreshold: 20,
    });

    await page.goto("/dashboard/catalogue-import");
    await expect(page.getByRole("heading", { level: 1, name: TEXTS.title })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: TEXTS.exportKind("products") }).click();
    const exported = await readFile(await (await download).path(), "utf8");
    const [header, ...lines] = exported.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(CATALOGUE_COLUMNS.products.join(","));
    const line = lines.find((l) => l.startsWith(`${product.sku},`));
    expect(line, "the product's row").toBeDefined();
    const cells = line!.split(",");
    expect(cells.slice(-3)).toEqual(["10", "100:11.00", "20"]);
    expect(cells[PRICE]).toBe("12.50");

    // Only the header and this product's row go back: the rest of the file would undo what other specs,
    // running meanwhile, do to their own products (orders lower stock).
    cells[PRICE] = "13.75";
    const edited = Buffer.from(`${header}\r\n${cells.join(",")}\r\n`, "utf8");
    await page.getByLabel(TEXTS.kindLabel).selectOption("products");
    await page
      .getByLabel(TEXTS.fileLabel)
      .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: edited });
    await page.getByRole("button", { name: TEXTS.check }).click();
    await expect(page.getByText(TEXTS.cleanCheck)).toBeVisible();
    const result = page.getByRole("heading", { name: TEXTS.resultHeading }).locator("..");
    const count = (label: string) =>
      result.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
    await expect(count(TEXTS.changed)).toHaveText("1");
    await expect(count(TEXTS.added)).toHaveText("0");
    await expect(count(TEXTS.unchanged)).toHaveText("0");

    await page.getByRole("button", { name: TEXTS.apply }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: TEXTS.applied({ added: 0, changed: 1, removed: 0 }) }),
    ).toBeVisible();

    const shop = (await (await page.request.get(`/api/products/${product._id}`)).json()) as Product;
    expect(shop).toMatchObject({
      price: 13.75,
      orderStep: 10,
      priceBreaks: [{ minQuantity: 100, price: 11 }],
    });
    await page.goto(`/product/${product._id}`);
    await expect(page.getByText("$13.75").first()).toBeVisible();
  });

  test("issue 27: Manage Products on a 375 px phone scrolls only vertically, and every control is reachable", async ({
    browser,
  }) => {
    const { page, token } = await adminSession(browser);
    const name = uniqueName("Phone Row Wrench With A Rather Long Name");
    await createProduct(page, token, { name, availableQty: 10, minOrder: 50 });
    await page.setViewportSize(VIEWPORTS.small);
    await page.goto(`/dashboard/manage?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_TEXTS.manageProducts })).toBeVisible();
    const update = page.getByRole("button", { name: `${ADMIN_TEXTS.update} ${name}` });
    const remove = page.getByRole("button", { name: `${ADMIN_TEXTS.delete} ${name}` });
    await expect(update).toBeVisible();

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Nothing inside the table's box scrolls sideways either: the row is a card.
    const table = page.getByRole("region", { name: "Products" });
    expect(await table.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    // The row's link shows the spec's 18-character cut of the name.
    const link = table.getByRole("link", { name: name.slice(0, 18) });
    for (const control of [update, remove, link]) {
      await expect(control).toBeInViewport();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.small.width);
    }

    await update.click();
    await expect(page.getByRole("dialog", { name: `${ADMIN_TEXTS.update} ${name}` })).toBeVisible();
  });
});
