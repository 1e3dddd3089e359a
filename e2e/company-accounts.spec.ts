import { readFile } from "node:fs/promises";

import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { APPROVAL_TEXTS, COMPANY_TEXTS, TRADE_TEXTS, type Order } from "@xpart/shared";
import { pdfText } from "@xpart/test-support/pdf-text";

import { newAccount, signUpViaApi, tokenFor, type Account } from "./support/accounts";
import {
  adminSession,
  createProduct,
  removeProductsAddedByTheseTests,
  uniqueName,
} from "./support/admin-fixtures";
import { expect, test, waitingGoto } from "./support/app-test";
import { linkIn, mailIn } from "./support/outbox";
import { newCustomer, orderById, payOrder } from "./support/shop-orders";

/**
 * Issue 40's journey: a company admin creates the company, invites a buyer and an approver (the mails' links),
 * sets the buyer a $500 limit; the buyer checks out $800, which waits; the approver approves from the mail's
 * link; the buyer pays; the company admin sees the order and its invoice with the company, its tax ID and the
 * PO number; a second company's member sees none of it; the company pages read on a phone.
 */

const PHONE = { width: 390, height: 844 } as const;
const COMPANY = {
  name: uniqueName("Northside Fleet"),
  taxId: "GB 123 4567 89",
  billing: "2 Depot Road, Leeds LS1 4AP",
};
const PO = `PO-40-${Date.now().toString(36).toUpperCase()}`;

/** A new account in a browser context of its own, signed in. */
async function person(browser: Browser, account: Account = newAccount("company")) {
  const page = waitingGoto(await (await browser.newContext()).newPage());
  await signUpViaApi(page, account);
  return { page, account, token: await tokenFor(page, account.email) };
}

async function invite(page: Page, email: string, role: string) {
  const form = page.getByRole("form", { name: "Invite a member" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(COMPANY_TEXTS.role).selectOption({ label: role });
  await form.getByRole("button", { name: COMPANY_TEXTS.invite }).click();
  await expect(page.getByRole("list", { name: "Open invitations" })).toContainText(email);
}

/** The invited person opens the mail's link and accepts (the outbox is read in a context of its own). */
async function acceptFromMail(request: APIRequestContext, page: Page, email: string) {
  const mail = await mailIn(request, email, /invites you to buy for/);
  await page.goto(linkIn(mail, "/join-company"));
  await expect(page.getByText(COMPANY.name).first()).toBeVisible();
  await page.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(page).toHaveURL(/\/dashboard\/company$/);
}

test.describe("company accounts (issue 40)", () => {
  removeProductsAddedByTheseTests();

  test("issue 40: create, invite, a $500 limit, an $800 order approved from the mail, paid; the company admin sees it and its invoice; another company sees nothing; on a phone", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const { page: adminPage, token: adminToken } = await adminSession(browser);
    // $16.00 a unit, 50 at least: the smallest order is $800.00.
    const product = await createProduct(adminPage, adminToken, {
      name: uniqueName("Fleet brake kit"),
      minOrder: 50,
      price: 16,
    });

    // The company admin creates the company.
    const owner = await newCustomer(page);
    await page.goto("/dashboard/company");
    await page.getByLabel("Company name").fill(COMPANY.name);
    await page.getByLabel(`${COMPANY_TEXTS.taxId} (optional)`).fill(COMPANY.taxId);
    await page.getByLabel(COMPANY_TEXTS.billingAddress).fill(COMPANY.billing);
    await page.getByRole("button", { name: COMPANY_TEXTS.createCompany }).click();
    await expect(page.getByRole("heading", { name: COMPANY.name })).toBeVisible();

    // Invitations by mail: a buyer and an approver.
    const buyerAccount = newAccount("buyer");
    const approverAccount = newAccount("approver");
    await invite(page, buyerAccount.email, "Buyer");
    await invite(page, approverAccount.email, "Approver");
    const buyer = await person(browser, buyerAccount);
    const approver = await person(browser, approverAccount);
    await acceptFromMail(request, buyer.page, buyerAccount.email);
    await acceptFromMail(request, approver.page, approverAccount.email);

    // A $500 limit per order for the buyer.
    await page.reload();
    const members = page.getByRole("table", { name: COMPANY_TEXTS.members });
    const buyerRow = members.getByRole("row").filter({ hasText: buyerAccount.email });
    await buyerRow.getByLabel(APPROVAL_TEXTS.perOrderLimit).fill("500");
    await buyerRow.getByRole("button", { name: /save/i }).click();
    await expect(buyerRow).toContainText("$500.00");

    // The buyer checks out $800 with a PO number: it goes to the company for approval.
    const added = await buyer.page.request.post("/api/cart/items", {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { lines: [{ productId: product._id, quantity: 50 }] },
    });
    expect(added.status()).toBe(200);
    await buyer.page.goto("/cart");
    const checkout = buyer.page.getByRole("form", { name: TRADE_TEXTS.checkout });
    await checkout.getByLabel("Address", { exact: true }).fill("2 Depot Road, Leeds");
    await checkout.getByLabel("Phone", { exact: true }).fill("+44 113 496 0000");
    await checkout.getByLabel(TRADE_TEXTS.poNumber).fill(PO);
    await checkout.getByRole("button", { name: TRADE_TEXTS.placeOrder }).click();
    const sent = buyer.page.getByRole("region", { name: APPROVAL_TEXTS.sentForApproval });
    await expect(sent).toContainText("$800.00");
    await expect(sent.getByRole("link", { name: "Pay now" })).toHaveCount(0);

    // The approver approves from the mail's link.
    const asked = await mailIn(request, approverAccount.email, /^Approval needed/);
    await approver.page.goto(linkIn(asked, "/dashboard/approvals"));
    const waiting = approver.page.getByRole("article").filter({ hasText: buyerAccount.email });
    await expect(waiting).toContainText("$800.00");
    await waiting.getByRole("button", { name: APPROVAL_TEXTS.approve }).click();
    await expect(approver.page.getByText(APPROVAL_TEXTS.noApprovals)).toBeVisible();

    // The buyer is told, and pays.
    await mailIn(request, buyerAccount.email, /approved: ready to pay/);
    const ordersAnswer = await buyer.page.request.get("/api/orders", {
      headers: { Authorization: `Bearer ${buyer.token}` },
      params: { email: buyerAccount.email },
    });
    const [order] = (await ordersAnswer.json()) as Order[];
    expect(order!.status).toBe("unpaid");
    await payOrder(buyer.page, buyer.token, order!._id);
    expect((await orderById(buyer.page, buyer.token, order!._id)).status).toBe("paid");

    // The company admin sees it on Company orders, and its invoice bills the company.
    await page.goto("/dashboard/companyOrders");
    const card = page.getByRole("article", { name: product.name });
    await expect(card).toContainText(PO);
    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: TRADE_TEXTS.downloadInvoice }).click();
    const text = pdfText(await readFile(await (await downloading).path()));
    for (const expected of [COMPANY.name, COMPANY.taxId, `PO number: ${PO}`, buyerAccount.email])
      expect(text).toContain(expected);

    // A second company's admin sees none of it.
    const other = await person(browser);
    const created = await other.page.request.post("/api/companies", {
      headers: { Authorization: `Bearer ${other.token}` },
      data: { name: uniqueName("Other Co"), billingAddress: "9 Elsewhere" },
    });
    expect(created.status()).toBe(201);
    await other.page.goto("/dashboard/companyOrders");
    await expect(other.page.getByText(/No company orders yet/)).toBeVisible();
    await expect(other.page.getByText(product.name)).toHaveCount(0);
    const peek = await other.page.request.get(`/api/orders/${order!._id}/invoice`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(peek.status()).toBe(404);

    // On a phone: the company page and the company's orders fit the screen.
    await page.setViewportSize(PHONE);
    for (const path of ["/dashboard/company", "/dashboard/companyOrders"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole("article", { name: product.name })).toBeVisible();
    expect(owner.account.email).toBeTruthy();
  });
});
