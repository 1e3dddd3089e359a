import type { Page } from "@playwright/test";
import { ORDER_TEXTS, TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { expect, test } from "./support/app-test";
import { newCustomer, placeOrder, productNamed } from "./support/shop-orders";

/** A seed product no other spec orders: its order fills the Order Table and the payment page. */
const PRODUCT = "XparT HB-600 Electric Hand Blower";

/** Issue 12's widths: a phone and a common laptop. */
const WIDTHS = [
  { name: "390", viewport: { width: 390, height: 844 } },
  { name: "1366", viewport: { width: 1366, height: 768 } },
] as const;

/** The page as a shopper sees it, saved under e2e/test-results/, and checked by axe in that state. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage, animations: "disabled" });
  expect(await seriousViolations(page), name).toEqual([]);
}

for (const { name, viewport } of WIDTHS) {
  test(`issue 12 must show: screenshots of /, /shop, a product, the billing modal, Order Table and the payment page at ${name} px, each with no serious axe violations`, async ({
    page,
    request,
  }) => {
    // Six pages, each with an axe run: a busy machine needs more than the default 30 s.
    test.slow();
    await page.setViewportSize(viewport);
    const product = await productNamed(request, PRODUCT);

    await page.goto("/");
    await expect(page.getByRole("region", { name: TEXTS.topHotProduct }).getByRole("article")).toHaveCount(4);
    await shoot(page, `home-${name}`);

    await page.goto("/shop");
    await expect(page.getByRole("button", { name: TEXTS.loadMore })).toBeVisible();
    await shoot(page, `shop-${name}`);

    const { token } = await newCustomer(page);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await shoot(page, `product-${name}`);

    await page.getByRole("button", { name: TEXTS.purchase }).click();
    await expect(page.getByRole("dialog", { name: ORDER_TEXTS.billingDetails })).toBeVisible();
    await shoot(page, `billing-modal-${name}`, false);

    const order = await placeOrder(page, token, product._id);
    await page.goto("/dashboard/orderTable");
    await expect(page.getByRole("link", { name: ORDER_TEXTS.payNow })).toBeVisible();
    await shoot(page, `order-table-${name}`);

    await page.goto(`/dashboard/payment/${order._id}`);
    await expect(page.getByRole("button", { name: ORDER_TEXTS.pay, exact: true })).toBeEnabled();
    await shoot(page, `payment-${name}`);
  });
}
