import type { Page } from "@playwright/test";
import { ADMIN_TEXTS, LIMITS, PRODUCT_ADMIN_TEXTS, PRODUCT_CATEGORIES, TEXTS, truncate } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import {
  adminSession,
  createProduct,
  PNG_16,
  removeProductsAddedByTheseTests,
  uniqueName,
} from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { holdRoute } from "./support/network-helpers";
import { toast } from "./support/toasts";

// One admin works through the catalogue: the tests share its rows, so they run one after another.
test.describe.configure({ mode: "serial" });

/** Manage Products' body rows (the header row has column headers). */
const rows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.locator("th[scope=col]") });

/** A row's No., name, quantity and price, as shown. */
async function rowFacts(page: Page, index: number) {
  const row = rows(page).nth(index);
  const cells = row.getByRole("cell");
  return {
    name: (await cells.nth(1).getByRole("link").textContent())?.trim() ?? "",
    quantity: (await cells.nth(2).locator("span").first().textContent())?.trim() ?? "",
    price: (await cells.nth(3).textContent())?.trim() ?? "",
  };
}

test.describe("admin catalogue (J5)", () => {
  // The suite's own products go again afterwards: other specs count the demo catalogue as seeded.
  removeProductsAddedByTheseTests();

  test("ADDP-01..06 ADDP-11 ADDP-03 J5: Add Product needs an image, shows its preview and upload progress, says 'Product added successfully', empties the form, and the product is in the shop", async ({
    browser,
  }) => {
    test.slow();
    const { page } = await adminSession(browser);
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/dashboard/addProduct");
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_TEXTS.addProduct })).toBeVisible();

    // ADDP-01/02: the labels, and the category options in the spec's order.
    for (const label of [
      ADMIN_TEXTS.category,
      ADMIN_TEXTS.productName,
      ADMIN_TEXTS.description,
      ADMIN_TEXTS.availableQuantity,
      ADMIN_TEXTS.minimumOrder,
      ADMIN_TEXTS.pricePerProduct,
      ADMIN_TEXTS.image,
    ])
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByLabel(ADMIN_TEXTS.category).locator("option")).toHaveText([...PRODUCT_CATEGORIES]);

    const name = uniqueName("Heavy Duty Cordless Impact Kit");
    const description =
      "A cordless impact driver kit with two batteries, a quick charger and a steel case. It drives lag screws into oak joists.";
    await page.getByLabel(ADMIN_TEXTS.category).selectOption("Welding Machine");
    await page.getByLabel(ADMIN_TEXTS.productName).fill(name);
    await page.getByLabel(ADMIN_TEXTS.description).fill(description);
    await page.getByLabel(ADMIN_TEXTS.availableQuantity).fill("300");
    await page.getByLabel(ADMIN_TEXTS.minimumOrder).fill("50");
    await page.getByLabel(ADMIN_TEXTS.pricePerProduct).fill("19.99");

    // ADDP-03: no image, nothing sent.
    const posts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && pathname.startsWith("/api/")) posts.push(pathname);
    });
    await page.getByRole("button", { name: ADMIN_TEXTS.addProduct }).click();
    await expect(page.getByText(PRODUCT_ADMIN_TEXTS.imageRequired)).toBeVisible();
    await expect(page.getByLabel(ADMIN_TEXTS.image)).toBeFocused();
    expect(posts).toEqual([]);

    // ADDP-04: the image goes up as multipart at once; its preview and progress show meanwhile.
    const release = await holdRoute(page, "**/api/images");
    const upload = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/images"));
    await page
      .getByLabel(ADMIN_TEXTS.image)
      .setInputFiles({ name: "impact-kit.png", mimeType: "image/png", buffer: PNG_16 });
    expect((await upload).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(page.getByText(PRODUCT_ADMIN_TEXTS.imageRequired)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("add-product-uploading-1280.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await expect(page.getByText("Uploaded impact-kit.png")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    // ADDP-05: the product, numbers as numbers, with our own image URL.
    const created = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/products"));
    await page.getByRole("button", { name: ADMIN_TEXTS.addProduct }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name,
      description,
      category: "Welding Machine",
      availableQty: 300,
      minOrder: 50,
      price: 19.99,
    });
    expect(body.img).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    await expect(toast(page, PRODUCT_ADMIN_TEXTS.productAdded)).toBeVisible();

    // ADDP-11: the form is empty again, ready for the next product.
    await expect(page.getByLabel(ADMIN_TEXTS.productName)).toHaveValue("");
    await expect(page.getByLabel(ADMIN_TEXTS.description)).toHaveValue("");
    await expect(page.getByLabel(ADMIN_TEXTS.pricePerProduct)).toHaveValue("");
    await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("add-product-added-1280.png"), fullPage: true });

    // ADDP-06 J5 step 3: the shop shows it, cut to 18 characters, at $19.99, with the uploaded image.
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    const card = page.getByRole("article").filter({ hasText: truncate(name, LIMITS.cardNameChars) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading")).toHaveText(truncate(name, LIMITS.cardNameChars));
    await expect(card.getByText(`${TEXTS.pricePrefix}$19.99`)).toBeVisible();
    await expect(card.getByRole("img", { name })).toHaveAttribute(
      "src",
      /^\/api\/images\/[0-9a-f]{64}\?w=400$/,
    );
    await page.context().close();
  });

  test("ADDP-09 ADDP-07: a text file named .png is refused with the server's message, and bad numbers are named before anything is sent", async ({
    browser,
  }) => {
    const { page } = await adminSession(browser);
    await page.goto("/dashboard/addProduct");
    await page
      .getByLabel(ADMIN_TEXTS.image)
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text\n") });
    await expect(page.getByText(PRODUCT_ADMIN_TEXTS.imageFormat)).toBeVisible();
    await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toHaveCount(0);

    await page.getByLabel(ADMIN_TEXTS.productName).fill("Bad numbers");
    await page.getByLabel(ADMIN_TEXTS.description).fill("Nothing of this is sent.");
    await page.getByLabel(ADMIN_TEXTS.availableQuantity).fill("-5");
    await page.getByLabel(ADMIN_TEXTS.minimumOrder).fill("0");
    await page.getByLabel(ADMIN_TEXTS.pricePerProduct).fill("1.234");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/products")) posts.push(request.url());
    });
    await page.getByRole("button", { name: ADMIN_TEXTS.addProduct }).click();
    await expect(page.getByText("Available Quantity must be at least 0")).toBeVisible();
    await expect(page.getByText("Minimum Order must be at least 1")).toBeVisible();
    await expect(page.getByText("Price must be in whole cents")).toBeVisible();
    await expect(page.getByLabel(ADMIN_TEXTS.availableQuantity)).toBeFocused();
    // Everything typed stays for the correction.
    await expect(page.getByLabel(ADMIN_TEXTS.productName)).toHaveValue("Bad numbers");
    expect(posts).toEqual([]);
    await page.context().close();
  });

  test("MANAGE-01..07 J5 step 4: Update on the third row restocks and reprices that product only; -5 is refused", async ({
    browser,
  }) => {
    test.slow();
    const { page, token } = await adminSession(browser);
    // The table lists the newest first: these four are its first rows, the third being `third`.
    await createProduct(page, token, { name: uniqueName("Row four") });
    const third = await createProduct(page, token, {
      name: uniqueName("Row three wood cutting disk set"),
      category: "Wood Cutting Disk",
      price: 420,
    });
    await createProduct(page, token, { name: uniqueName("Row two"), price: 15.5 });
    await createProduct(page, token, { name: uniqueName("Row one"), availableQty: 10, minOrder: 50 });

    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/dashboard/manage");
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_TEXTS.manageProducts })).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText([
      "No.",
      "Image",
      "Name",
      "Quantity",
      "Price per unit",
      "Update",
      "Delete",
    ]);
    const before = await Promise.all([0, 1, 2, 3].map((index) => rowFacts(page, index)));
    expect(before[2]).toEqual({
      name: truncate(third.name, LIMITS.tableNameChars),
      quantity: "300",
      price: "$420.00",
    });
    // MANAGE-02: the name cut to 20, with its category badge; row 1 is below its minimum order.
    await expect(rows(page).nth(2).getByText("Wood Cutting Disk", { exact: true })).toBeVisible();
    await expect(rows(page).nth(0).getByText(ADMIN_TEXTS.lowStock)).toBeVisible();
    await expect(rows(page).nth(2).getByText(ADMIN_TEXTS.lowStock)).toHaveCount(0);

    // MANAGE-03: the modal is the third row's.
    await rows(page).nth(2).getByRole("button", { name: ADMIN_TEXTS.update }).click();
    const dialog = page.getByRole("dialog", { name: `${ADMIN_TEXTS.update} ${third.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(ADMIN_TEXTS.price, { exact: true })).toHaveValue("420");

    // MANAGE-05: -5 is refused and nothing is sent.
    const puts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT") puts.push(new URL(request.url()).pathname);
    });
    await dialog.getByLabel(ADMIN_TEXTS.quantity, { exact: true }).fill("-5");
    await dialog.getByRole("button", { name: ADMIN_TEXTS.update }).click();
    await expect(dialog.getByText("Quantity must be at least 0")).toBeVisible();
    expect(puts).toEqual([]);

    // MANAGE-04/06/07: +30 and $20 → 'Restocked Successfully', 330 at $20.
    await dialog.getByLabel(ADMIN_TEXTS.quantity, { exact: true }).fill("30");
    await dialog.getByLabel(ADMIN_TEXTS.price, { exact: true }).fill("20");
    await page.screenshot({ path: test.info().outputPath("manage-update-1280.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const put = page.waitForRequest((r) => r.method() === "PUT");
    await dialog.getByRole("button", { name: ADMIN_TEXTS.update }).click();
    const request = await put;
    expect(new URL(request.url()).pathname).toBe(`/api/products/${third._id}`);
    expect(request.postDataJSON()).toEqual({ updatedQuantity: 30, updatedPrice: 20 });
    await expect(toast(page, PRODUCT_ADMIN_TEXTS.restocked)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page).nth(2).getByRole("cell").nth(2)).toContainText("330");
    await expect(rows(page).nth(2).getByRole("cell").nth(3)).toHaveText("$20.00");

    // Only that row changed.
    const after = await Promise.all([0, 1, 2, 3].map((index) => rowFacts(page, index)));
    expect(after).toEqual([
      before[0],
      before[1],
      { ...before[2], quantity: "330", price: "$20.00" },
      before[3],
    ]);

    // A price-only change says 'Updated Successfully'.
    await rows(page).nth(1).getByRole("button", { name: ADMIN_TEXTS.update }).click();
    const second = page.getByRole("dialog");
    await second.getByLabel(ADMIN_TEXTS.price, { exact: true }).fill("16");
    await second.getByRole("button", { name: ADMIN_TEXTS.update }).click();
    await expect(toast(page, PRODUCT_ADMIN_TEXTS.updated)).toBeVisible();
    await expect(rows(page).nth(1).getByRole("cell").nth(3)).toHaveText("$16.00");
    await expect(rows(page).nth(1).getByRole("cell").nth(2)).toContainText(before[1]!.quantity);
    await page.context().close();
  });

  test("MANAGE-08/09/10 J5 step 6: Delete asks 'Are you sure you want to delete this {name}'; closing keeps it, 'Yes' removes it from the table and the shop", async ({
    browser,
  }) => {
    const { page, token } = await adminSession(browser);
    const product = await createProduct(page, token, { name: uniqueName("Doomed pipe wrench") });
    await page.goto("/dashboard/manage");
    const row = rows(page).filter({ has: page.getByRole("link", { name: truncate(product.name, 20) }) });
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: ADMIN_TEXTS.delete }).click();
    const confirm = page.getByRole("dialog", { name: PRODUCT_ADMIN_TEXTS.deleteConfirm(product.name) });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: PRODUCT_ADMIN_TEXTS.yes, exact: true })).toBeVisible();
    // MANAGE-10: Escape closes it and nothing is deleted.
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: ADMIN_TEXTS.delete }).click();
    const deleted = page.waitForResponse((r) => r.request().method() === "DELETE");
    await confirm.getByRole("button", { name: PRODUCT_ADMIN_TEXTS.yes, exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expect(toast(page, ADMIN_TEXTS.productDeleted)).toBeVisible();
    await expect(row).toHaveCount(0);

    const shop = await page.request.get("/api/products", { params: { q: product.name } });
    expect(await shop.json()).toEqual([]);
    await page.context().close();
  });
});
