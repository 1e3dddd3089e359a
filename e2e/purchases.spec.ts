import type { Page } from "@playwright/test";
import { ORDER_TEXTS, PURCHASE_TEXTS, SHIPPING_TEXTS, TRADE_TEXTS, type Product } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import {
  adminSession,
  createProduct,
  removeProductsAddedByTheseTests,
  uniqueName,
} from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { checkOutProducts, newCustomer, payOrder } from "./support/shop-orders";
import { toast } from "./support/toasts";

/**
 * Issue 39: a purchase reads as one order. Seven lines bought in one checkout show as one card on My Orders,
 * one group in the Order Table and one on the admin's Orders; the invoice downloads once; 'Ship all paid lines'
 * ships them with one tracking number the customer then sees on every line; 'Order again' puts all seven back
 * in the cart. The products are this spec's own, so no other spec moves their stock.
 */

const CARRIER = "DB Schenker";
const TRACKING = "SCH 4477 0039";
const PHONE = { width: 390, height: 844 } as const;

const purchaseCard = (page: Page) => page.getByRole("article", { name: /^Purchase of / });

test.describe("a purchase reads as one order (issue 39)", () => {
  removeProductsAddedByTheseTests();

  test("issue 39 MYORD OTAB AORD: a 7-line purchase is one card, one table group and one admin group; one invoice; 'Ship all paid lines' with one tracking number; 'Order again' refills the cart; readable at 390 px", async ({
    page,
    browser,
  }) => {
    test.slow();
    const { page: adminPage, token: adminToken } = await adminSession(browser);
    const products: Product[] = [];
    for (let i = 1; i <= 7; i += 1)
      products.push(
        await createProduct(adminPage, adminToken, {
          name: uniqueName(`Purchase part ${i}`),
          minOrder: 10,
          price: 3 + i,
        }),
      );

    const { account, token } = await newCustomer(page);
    const { orders, total } = await checkOutProducts(page, token, products, {
      name: "Fleet Depot",
      address: "4 Yard Road, Leeds",
      phone: "+44 113 496 0000",
      poNumber: "PO-39-7",
    });
    await payOrder(page, token, orders[0]!._id);

    // My Orders: one card, its seven lines, one invoice that downloads once.
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/dashboard/myOrders");
    const card = purchaseCard(page);
    await expect(card).toHaveCount(1);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(card).toContainText("PO-39-7");
    await expect(card).toContainText(`$${total.toFixed(2)}`);
    await expect(card).toContainText(ORDER_TEXTS.paid);
    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    await expect(card.getByRole("button", { name: TRADE_TEXTS.downloadInvoice })).toHaveCount(1);
    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: TRADE_TEXTS.downloadInvoice }).click();
    await downloading;
    expect(downloads).toEqual([expect.stringMatching(/^invoice-\d{4}-\d{6}\.pdf$/)]);

    // The Order Table: the purchase's row, then its seven lines.
    await page.goto("/dashboard/orderTable");
    const table = page.getByRole("table");
    await expect(table.getByRole("button", { name: /^Purchase of / })).toHaveCount(1);
    await expect(table.locator("tbody tr:has(th[scope=row])")).toHaveCount(7);
    await expect(table.getByRole("button", { name: TRADE_TEXTS.downloadInvoice })).toHaveCount(1);

    // The admin's Orders: one group of seven cards; 'Ship all paid lines' with one carrier and tracking number.
    await adminPage.setViewportSize(VIEWPORTS.large);
    await adminPage.goto(`/dashboard/orders?q=${encodeURIComponent(account.email)}`);
    const group = adminPage.getByRole("region", { name: /^Purchase of / });
    await expect(group).toHaveCount(1);
    await expect(group.getByRole("article")).toHaveCount(7);
    await expect(group).toContainText(PURCHASE_TEXTS.lineCount(7));
    await group.getByRole("button", { name: PURCHASE_TEXTS.shipAll }).click();
    const dialog = adminPage.getByRole("dialog", { name: PURCHASE_TEXTS.shipAllConfirm });
    await dialog.getByLabel(new RegExp(`^${SHIPPING_TEXTS.carrier}`)).fill(CARRIER);
    await dialog.getByLabel(new RegExp(`^${SHIPPING_TEXTS.trackingNumber}`)).fill(TRACKING);
    await dialog.getByRole("button", { name: "Yes, ship it" }).click();
    await expect(toast(adminPage, PURCHASE_TEXTS.linesShippedNow(7))).toBeVisible();
    await expect(group.getByText(TRACKING, { exact: true })).toHaveCount(7);
    await expect(group.getByRole("button", { name: PURCHASE_TEXTS.shipAll })).toBeDisabled();
    await adminPage.screenshot({ path: test.info().outputPath("admin-purchase-1280.png"), fullPage: true });
    expect(await seriousViolations(adminPage)).toEqual([]);
    await adminPage.context().close();

    // The customer sees the one tracking number on every line.
    await page.goto("/dashboard/myOrders");
    await expect(card).toContainText(ORDER_TEXTS.shipped);
    await expect(card.getByText(TRACKING, { exact: true })).toHaveCount(7);
    await expect(card.getByText(CARRIER, { exact: true })).toHaveCount(7);

    // 'Order again': all seven lines back in the cart.
    await card.getByRole("button", { name: TRADE_TEXTS.orderAgain }).click();
    const again = page.getByRole("dialog", { name: TRADE_TEXTS.orderAgain });
    await expect(again.getByRole("list", { name: "What was put in your cart" }).locator("> li")).toHaveCount(
      7,
    );
    await again.getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("list", { name: "Cart lines" }).getByRole("article")).toHaveCount(7);
    for (const product of products)
      await expect(page.getByRole("article", { name: product.name, exact: true })).toBeVisible();

    // A phone: the purchase card reads without sideways scrolling.
    await page.setViewportSize(PHONE);
    await page.goto("/dashboard/myOrders");
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const cardBox = await card.boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath("my-orders-purchase-390.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
