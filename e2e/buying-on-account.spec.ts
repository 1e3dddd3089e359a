import type { Page } from "@playwright/test";
import {
  addDays,
  ADMIN_TEXTS,
  ON_ACCOUNT_TEXTS,
  QUOTE_TEXTS,
  TRADE_TEXTS,
  utcDay,
  type Order,
} from "@xpart/shared";

import { tokenFor, newAccount, signUpViaApi } from "./support/accounts";
import {
  adminOnOrder,
  adminSession,
  createProduct,
  removeProductsAddedByTheseTests,
  uniqueName,
} from "./support/admin-fixtures";
import { expect, test, waitingGoto } from "./support/app-test";
import { mailIn } from "./support/outbox";

/**
 * Issue 41's journey: a shop admin gives a company Net 30 and $5,000; a buyer checks out on account; the admin
 * ships it; the shop's day moves past the due day (the e2e server's test clock); the reminder mail arrives; the
 * company admin pays the invoice by card from the Statement page. Then a quote: requested from the cart, priced
 * and sent by the shop, accepted and paid on account.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The test-card form, as the payment page draws it, filled with 4242 and paid. */
async function payByTestCard(page: Page) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay/ }).last().click();
}

test.describe("buying on account (issue 41)", () => {
  removeProductsAddedByTheseTests();
  // The shop's day back to today for the specs that follow.
  test.afterEach(async ({ browser }) => {
    const { page, token } = await adminSession(browser);
    await page.request.post("/api/test-clock", { headers: bearer(token), data: { days: 0 } });
    await page.context().close();
  });

  test("issue 41: Net 30 and $5,000; a checkout on account, shipped, overdue, reminded, paid by card from the Statement page", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const { page: adminPage, token: adminToken } = await adminSession(browser);
    // $25.00 a unit, 10 at least: 40 units are $1,000.00.
    const product = await createProduct(adminPage, adminToken, {
      name: uniqueName("Fleet brake disc"),
      minOrder: 10,
      price: 25,
    });

    // The company: its admin (this page) creates it over the API; the buyer joins through an invitation.
    const owner = await signUpViaApi(waitingGoto(page), newAccount("onaccount"));
    const ownerToken = await tokenFor(page, owner.email);
    const companyName = uniqueName("Ridge Haulage");
    const created = await page.request.post("/api/companies", {
      headers: bearer(ownerToken),
      data: { name: companyName, billingAddress: "4 Yard Lane, Sheffield" },
    });
    expect(created.status()).toBe(201);

    // The shop admin gives it Net 30 and a $5,000 limit in the Companies dialog.
    await adminPage.goto("/dashboard/companies");
    await adminPage.getByRole("button", { name: `View ${companyName}` }).click();
    const terms = adminPage.getByRole("form", { name: ON_ACCOUNT_TEXTS.terms });
    await terms.getByLabel(ON_ACCOUNT_TEXTS.terms, { exact: true }).selectOption({ label: "Net 30" });
    await terms.getByLabel(ON_ACCOUNT_TEXTS.creditLimit).fill("5000");
    await terms.getByRole("button", { name: "Save terms" }).click();
    await expect(adminPage.getByText(ON_ACCOUNT_TEXTS.termsSaved)).toBeVisible();

    // The company admin checks out 40 on account from the cart.
    const added = await page.request.post("/api/cart/items", {
      headers: bearer(ownerToken),
      data: { lines: [{ productId: product._id, quantity: 40 }] },
    });
    expect(added.status()).toBe(200);
    await page.goto("/cart");
    const checkout = page.getByRole("form", { name: TRADE_TEXTS.checkout });
    await checkout.getByLabel("Address", { exact: true }).fill("4 Yard Lane, Sheffield");
    await checkout.getByLabel("Phone", { exact: true }).fill("+44 114 496 0000");
    await checkout.getByRole("radio", { name: new RegExp(ON_ACCOUNT_TEXTS.payOnAccount) }).check();
    await checkout.getByRole("button", { name: TRADE_TEXTS.placeOrder }).click();
    await expect(page.getByText(/Paid on your company's account \(Net 30\)/)).toBeVisible();
    await mailIn(request, owner.email, /on account: invoice \d{4}-\d{6}/);
    const orders = (await (
      await page.request.get("/api/orders", { headers: bearer(ownerToken), params: { email: owner.email } })
    ).json()) as Order[];
    const order = orders.find((o) => o.productId === product._id)!;
    expect(order.status).toBe("paid");

    // The shop admin ships it: it is paid on account.
    const { admin, card } = await adminOnOrder(browser, order._id, product.name);
    await card.getByRole("button", { name: ADMIN_TEXTS.approveBooking }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Yes, ship it" }).click();
    await expect(card.getByRole("button", { name: ADMIN_TEXTS.shipped, exact: true })).toBeDisabled();

    // 38 days later the invoice is a week overdue: the reminder goes to the company admin.
    const moved = await adminPage.request.post("/api/test-clock", {
      headers: bearer(adminToken),
      data: { days: 38 },
    });
    expect(moved.status()).toBe(200);
    const reminder = await mailIn(request, owner.email, /is 8 days overdue/);
    expect(reminder.subject).toContain("$1,000.00 owed by");

    // The company admin pays it by card from the Statement page.
    await page.goto("/dashboard/statement");
    const row = page.getByRole("row").filter({ hasText: order.invoiceNumber ?? "" });
    await expect(row).toContainText("$1,000.00");
    await row.getByRole("button", { name: /by card/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel(ON_ACCOUNT_TEXTS.amountToPay)).toHaveValue("1000.00");
    await dialog.getByRole("button", { name: "Continue to card" }).click();
    await payByTestCard(page);
    await expect(page.getByText(ON_ACCOUNT_TEXTS.noOpenInvoices)).toBeVisible();
    const after = await page.request.get("/api/company/terms", { headers: bearer(ownerToken) });
    expect(await after.json()).toMatchObject({ balance: 0, available: 5000, onHold: false });

    // Back to today's date for the quote.
    await adminPage.request.post("/api/test-clock", { headers: bearer(adminToken), data: { days: 0 } });

    // A quote: 60 more asked to be priced from the cart.
    await page.request.post("/api/cart/items", {
      headers: bearer(ownerToken),
      data: { lines: [{ productId: product._id, quantity: 60 }] },
    });
    await page.goto("/cart");
    await page.getByRole("button", { name: QUOTE_TEXTS.requestQuote }).first().click();
    await page.getByLabel("Note for the shop (optional)").fill("Spring service, 12 trucks");
    await page.getByRole("button", { name: "Send request" }).click();
    const requested = page.getByText(QUOTE_TEXTS.requested);
    await expect(requested).toBeVisible();
    const number = /Q-\d{6}/.exec((await requested.textContent()) ?? "")![0];

    // The shop prices it at $21.50 a unit, valid for two weeks, and sends it.
    await adminPage.goto("/dashboard/admin-quotes");
    const prices = adminPage.getByRole("form", { name: `Prices of quote ${number}` });
    await prices.getByLabel("Unit price ($)").fill("21.50");
    await prices.getByLabel(QUOTE_TEXTS.validUntil).fill(addDays(utcDay(new Date()), 14));
    await prices.getByRole("button", { name: QUOTE_TEXTS.send }).click();
    const sentMail = await mailIn(request, owner.email, new RegExp(`Your quote ${number}: \\$1,290\\.00`));
    expect(sentMail.text).toContain(`/api/company/quotes/`);

    // The company admin accepts it on account: 60 at exactly $21.50, paid on account.
    await page.goto("/dashboard/quotes");
    await page.getByRole("button", { name: `Accept quote ${number} and check out` }).click();
    const accept = page.getByRole("dialog");
    await accept.getByLabel("Address", { exact: true }).fill("4 Yard Lane, Sheffield");
    await accept.getByLabel("Phone", { exact: true }).fill("+44 114 496 0000");
    await accept.getByRole("radio", { name: new RegExp(ON_ACCOUNT_TEXTS.payOnAccount) }).check();
    await accept.getByRole("button", { name: QUOTE_TEXTS.accept }).click();
    await expect(page.getByText(/Paid on your company's account \(Net 30\)/)).toBeVisible();
    const quoted = (await (
      await page.request.get("/api/orders", { headers: bearer(ownerToken), params: { email: owner.email } })
    ).json()) as Order[];
    expect(quoted.find((o) => o.quantity === 60 && o.productId === product._id)).toMatchObject({
      status: "paid",
      price: 1290,
    });
  });
});
