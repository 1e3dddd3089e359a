import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";
import { CATALOGUE_COLUMNS, CATALOGUE_TRANSFER_TEXTS as TEXTS, type Product } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import {
  adminSession,
  removeProductsAddedByTheseTests,
  uniqueName,
  uploadPng,
} from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";

// One admin imports into the catalogue the other specs read: one test after another, and its product goes again.
test.describe.configure({ mode: "serial" });

const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/** A products file: the header, then each row's cells by column. */
function productsFile(rows: Record<string, string>[]): Buffer {
  const columns = CATALOGUE_COLUMNS.products;
  const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => quote(row[c] ?? "")).join(","))];
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
}

const choose = (page: Page, name: string, buffer: Buffer) =>
  page.getByLabel(TEXTS.fileLabel).setInputFiles({ name, mimeType: "text/csv", buffer });

test.describe("catalogue CSV import and export (issue 25)", () => {
  removeProductsAddedByTheseTests();

  test("a bad file's check lists its refused lines; a good file applies; export downloads the catalogue", async ({
    browser,
  }) => {
    test.slow();
    const { page, token } = await adminSession(browser);
    const sku = uniqueName("E2E").replaceAll(" ", "-");
    const product = {
      sku,
      name: "Imported Spanner",
      brand: "Bahco",
      category: "Any Hardware",
      description: "A spanner added from a CSV file.",
      price: "9.90",
      min_order: "5",
      stock: "120",
      cross_references: "OEM-E2E-1",
      specs: "length=200;material=Steel",
      universal: "true",
      img: await uploadPng(page, token),
    };

    await page.setViewportSize(VIEWPORTS.small);
    await page.goto("/dashboard");
    // On a phone the dashboard's menu is a drawer.
    await page.getByRole("button", { name: "Dashboard menu" }).click();
    await page
      .getByRole("dialog", { name: "Dashboard menu" })
      .getByRole("link", { name: TEXTS.menu })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: TEXTS.title })).toBeVisible();
    await expect(page).toHaveTitle(`${TEXTS.title} | X-Part`);

    // A file with bad rows: every one named with its line, and nothing to apply.
    await page.getByLabel(TEXTS.kindLabel).selectOption("products");
    await choose(
      page,
      "bad.csv",
      productsFile([
        product,
        { ...product, sku: `${sku}-P`, price: "0" },
        { ...product, sku: `${sku}-C`, category: "Spoons" },
      ]),
    );
    await page.getByRole("button", { name: TEXTS.check }).click();
    await expect(page.getByText(TEXTS.refusedSummary(2))).toBeVisible();
    const refused = page.getByRole("region", { name: TEXTS.refusedCaption });
    await expect(refused.getByRole("row").nth(1)).toContainText("3");
    await expect(refused.getByRole("row").nth(1)).toContainText("price must be above 0");
    await expect(refused.getByRole("row").nth(2)).toContainText("4");
    await expect(refused.getByRole("row").nth(2)).toContainText("category must be one of");
    await expect(page.getByRole("button", { name: TEXTS.apply })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing was written by the check.
    const shopBefore = await page.request.get(`/api/products?q=${encodeURIComponent(sku)}`);
    expect((await shopBefore.json()) as Product[]).toEqual([]);

    // The good file: checked clean, then applied.
    await choose(page, "good.csv", productsFile([product]));
    await expect(page.getByRole("button", { name: TEXTS.apply })).toBeDisabled();
    await page.getByRole("button", { name: TEXTS.check }).click();
    await expect(page.getByText(TEXTS.cleanCheck)).toBeVisible();
    await page.getByRole("button", { name: TEXTS.apply }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: TEXTS.applied({ added: 1, changed: 0, removed: 0 }) }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: TEXTS.appliedHeading })).toBeVisible();
    const shop = (await (
      await page.request.get(`/api/products?q=${encodeURIComponent(sku)}`)
    ).json()) as Product[];
    expect(shop).toEqual([
      expect.objectContaining({ sku, name: "Imported Spanner", price: 9.9, availableQty: 120 }),
    ]);

    // The page fits a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.small.width,
    );

    // Export: the file downloads with the new product in it.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: TEXTS.exportKind("products") }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("x-part-products.csv");
    const text = await readFile(await file.path(), "utf8");
    expect(text.startsWith(`\uFEFF${CATALOGUE_COLUMNS.products.join(",")}\r\n`)).toBe(true);
    expect(text).toContain(
      `${sku},Imported Spanner,Bahco,,Any Hardware,A spanner added from a CSV file.,9.90,5,120`,
    );
    await expect(
      page.getByRole("alert").filter({ hasText: TEXTS.exported("x-part-products.csv") }),
    ).toBeVisible();
  });
});
