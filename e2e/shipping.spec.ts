import { readFile } from "node:fs/promises";

import { ADMIN_TEXTS, orderNumber, SHIPPING_TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";
import { pdfText } from "@xpart/test-support/pdf-text";

import { adminOnOrder } from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { mailIn } from "./support/outbox";
import { newPaidOrder, productSearchedFor } from "./support/shop-orders";
import { toast } from "./support/toasts";

/** A seed product only this spec orders from (350 in stock, 25 at least), so no other test moves its stock. */
const PRODUCT = "X-Part 10 W Solar Trickle Charger";
const CARRIER = "DHL Express";
const TRACKING = "JD0146 0000 6281";

test.describe("shipping details (issue 27 item 5)", () => {
  test("AORD-07/08 issue 27: an admin ships a paid order with a carrier and tracking number; the customer sees them on My Orders and in the 'shipped' mail; the packing slip lists the line without prices", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const product = await productSearchedFor(request, PRODUCT);
    const { account, placed } = await newPaidOrder(page, product, product.minOrder);

    const { admin, card } = await adminOnOrder(browser, placed._id, product.name, VIEWPORTS.large);
    await expect(card).toHaveCount(1);

    // The packing slip of the paid order, for the warehouse: the line, the ship-to, no prices.
    const downloading = admin.waitForEvent("download");
    await card.getByRole("button", { name: SHIPPING_TEXTS.packingSlip }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`packing-slip-${orderNumber(placed._id)}.pdf`);
    const slip = pdfText(await readFile(await download.path()));
    for (const expected of [
      product.sku,
      String(product.minOrder),
      "12 Harbour Road, Chattogram",
      "+880 1711-000000",
    ])
      expect(slip, expected).toContain(expected);
    expect(slip).not.toContain("$");

    // 'Ship This Boat..!?' with the two optional fields; a tracking number alone is refused in place.
    await card.getByRole("button", { name: ADMIN_TEXTS.approveBooking }).click();
    const dialog = admin.getByRole("dialog", { name: ADMIN_TEXTS.shipConfirm });
    const carrier = dialog.getByRole("textbox", { name: new RegExp(`^${SHIPPING_TEXTS.carrier}`) });
    const tracking = dialog.getByRole("textbox", { name: new RegExp(`^${SHIPPING_TEXTS.trackingNumber}`) });
    await expect(carrier).toBeFocused();
    await tracking.fill(TRACKING);
    await dialog.getByRole("button", { name: "Yes, ship it" }).click();
    await expect(carrier).toHaveAccessibleDescription(new RegExp(SHIPPING_TEXTS.carrierNeeded));
    await expect(carrier).toBeFocused();
    expect(await seriousViolations(admin)).toEqual([]);

    await carrier.fill(CARRIER);
    const put = admin.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/orders/status/${placed._id}`),
    );
    await dialog.getByRole("button", { name: "Yes, ship it" }).click();
    const answer = await put;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ carrier: CARRIER, trackingNumber: TRACKING });
    await expect(toast(admin, ADMIN_TEXTS.productShipped)).toBeVisible();
    await expect(card.getByRole("button", { name: ADMIN_TEXTS.shipped, exact: true })).toBeDisabled();
    await expect(card.getByText(TRACKING, { exact: true })).toBeVisible();
    await expect(card.getByText(CARRIER, { exact: true })).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath("admin-order-tracked-1280.png"), fullPage: true });

    // The customer: My Orders shows who carries it and the tracking number.
    await page.goto("/dashboard/myOrders");
    const mine = page.getByRole("article", { name: product.name });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText(CARRIER, { exact: true })).toBeVisible();
    await expect(mine.getByText(TRACKING, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("my-orders-tracked.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // And the 'shipped' mail names them.
    const mail = await mailIn(request, account.email, /shipped$/);
    expect(mail.text).toContain(`${SHIPPING_TEXTS.carrier}: ${CARRIER}`);
    expect(mail.text).toContain(`${SHIPPING_TEXTS.trackingNumber}: ${TRACKING}`);
    await admin.context().close();
  });
});
