import { readFile } from "node:fs/promises";

import { formatMoney, REFUND_TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";
import { pdfText } from "@xpart/test-support/pdf-text";

import { adminOnOrder } from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { mailIn } from "./support/outbox";
import { newPaidOrder, orderById, productById, productSearchedFor } from "./support/shop-orders";
import { toast } from "./support/toasts";

/** A seed product only this spec orders from (1,600 in stock, 50 at least), so no other test moves its stock. */
const PRODUCT = "X-Part 10 m Magnetic Tape Measure";
const REASON = "Returned unopened";

test.describe("refunds (issue 27 item 4)", () => {
  test("issue 27: an admin refunds part, then the rest, of an order paid with test card 4242 with the goods back in stock; the card shows it, the customer sees 'Refunded' on My Orders, the credit note and the mail", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const product = await productSearchedFor(request, PRODUCT);
    // Paid with test card 4242 4242 4242 4242 through the test-card processor.
    const { account, token, placed } = await newPaidOrder(page, product, product.minOrder);
    const { invoiceNumber } = await orderById(page, token, placed._id);
    expect(invoiceNumber).not.toBeNull();
    const stockAfterSale = (await productById(request, product._id)).availableQty;

    const { admin, card } = await adminOnOrder(browser, placed._id, product.name, VIEWPORTS.large);
    await expect(card).toHaveCount(1);

    // A first, partial refund: the dialog starts with the whole price, focused.
    await card.getByRole("button", { name: REFUND_TEXTS.refund, exact: true }).click();
    const dialog = admin.getByRole("dialog", { name: REFUND_TEXTS.dialogTitle });
    const amount = dialog.getByRole("textbox", { name: REFUND_TEXTS.amount });
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue(placed.price.toFixed(2));
    expect(await seriousViolations(admin)).toEqual([]);
    await amount.fill("10");
    await dialog.getByRole("textbox", { name: new RegExp(`^${REFUND_TEXTS.reason}`) }).fill(REASON);
    const first = admin.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith(`/api/admin/orders/${placed._id}/refund`),
    );
    await dialog.getByRole("button", { name: REFUND_TEXTS.confirm }).click();
    expect((await first).status()).toBe(200);
    await expect(toast(admin, `${REFUND_TEXTS.refunded} ${formatMoney(10)}`)).toBeVisible();
    await expect(card.getByText(formatMoney(10), { exact: true })).toBeVisible();

    // The rest, with the goods back in stock.
    await card.getByRole("button", { name: REFUND_TEXTS.refund, exact: true }).click();
    await expect(amount).toHaveValue((placed.price - 10).toFixed(2));
    await dialog.getByRole("checkbox", { name: REFUND_TEXTS.restock }).check();
    await dialog.getByRole("button", { name: REFUND_TEXTS.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(formatMoney(placed.price), { exact: true }).last()).toBeVisible();
    await expect(card.getByRole("button", { name: REFUND_TEXTS.refund, exact: true })).toHaveCount(0);
    expect((await productById(request, product._id)).availableQty).toBe(stockAfterSale + product.minOrder);
    await admin.screenshot({ path: test.info().outputPath("admin-order-refunded-1280.png"), fullPage: true });

    // The customer: My Orders reads 'Refunded', with both credit notes to download.
    await page.goto("/dashboard/myOrders");
    const mine = page.getByRole("article", { name: product.name });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText(REFUND_TEXTS.refunded, { exact: true }).first()).toBeVisible();
    const notes = mine.getByRole("button", { name: new RegExp(`^${REFUND_TEXTS.creditNote} CN-`) });
    await expect(notes).toHaveCount(2);
    const downloading = page.waitForEvent("download");
    await notes.first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
    const note = pdfText(await readFile(await download.path()));
    expect(note).toContain(`Corrects invoice: ${invoiceNumber}`);
    expect(note).toContain(`Reason: ${REASON}`);
    await page.screenshot({ path: test.info().outputPath("my-orders-refunded.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // And the 'refunded' mail of the first refund.
    const mail = await mailIn(request, account.email, new RegExp(`refunded: \\${formatMoney(10)}$`));
    expect(mail.text).toContain(REFUND_TEXTS.creditNote);
    await admin.context().close();
  });
});
