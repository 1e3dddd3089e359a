import { ADMIN_TEXTS, MAIL_TEXTS, ORDER_TEXTS } from "@xpart/shared";

import { newAccount } from "./support/accounts";
import { adminOnOrder, adminSession } from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { linkIn, mailIn } from "./support/outbox";
import { newCustomer, newPaidOrder, placeOrder, productNamed } from "./support/shop-orders";
import { loginViaForm } from "./support/sign-in";

/** Seed products no other spec orders from, so stock moves stay this spec's own. */
const PRODUCTS = {
  verifyAndPay: "XparT ARC-160 Inverter Stick Welder",
  ship: "XparT HB-1000 Workshop Dust Blower",
} as const;

test.describe("e-mail (issue 15)", () => {
  test("SIGNUP-08: sign up, open the verification link from /dev/outbox, then pay and get the receipt", async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const account = newAccount("mailer");
    await page.goto("/signup");
    await page.getByLabel("Name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "SIGNUP", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/dashboard/profile");
    await expect(page.getByText(MAIL_TEXTS.notVerified, { exact: true })).toBeVisible();
    const verify = await mailIn(request, account.email, /confirm your email/i);
    // The outbox page lists it too, for an admin only: a customer's session is refused (M3).
    expect((await page.goto("/dev/outbox"))?.status()).toBe(403);
    const admin = (await adminSession(browser)).page;
    await admin.goto("/dev/outbox");
    await expect(admin.getByText(verify.subject).first()).toBeVisible();
    await page.goto(linkIn(verify, "/api/auth/verify-email?token="));
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText(MAIL_TEXTS.verified, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("profile-email-verified.png"), fullPage: true });

    const product = await productNamed(request, PRODUCTS.verifyAndPay);
    const token = await page.evaluate(() => localStorage.getItem("accessToken"));
    const order = await placeOrder(page, token!, product._id, product.minOrder);
    await page.goto(`/dashboard/payment/${order._id}`);
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Expiry").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: ORDER_TEXTS.pay, exact: true }).click();
    await expect(page.getByText(ORDER_TEXTS.paymentSuccessful, { exact: true })).toBeVisible();
    const receipt = await mailIn(request, account.email, /^Receipt for order/);
    expect(receipt.text).toContain(order._id);
    expect(receipt.text).toContain(
      `Total: $${order.price.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  });

  test("forgot password: the mailed link resets it, and the new password signs in", async ({
    page,
    request,
  }) => {
    test.slow();
    const { account } = await newCustomer(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByRole("link", { name: MAIL_TEXTS.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: MAIL_TEXTS.sendResetLink }).click();
    await expect(page.getByText(MAIL_TEXTS.resetLinkSent)).toBeVisible();

    const mail = await mailIn(request, account.email, /reset your/i);
    await page.goto(linkIn(mail, "/reset-password?token="));
    const newPassword = "fresh-torque-wrench-77";
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: MAIL_TEXTS.setNewPassword }).click();
    await expect(page.getByText(MAIL_TEXTS.passwordChanged)).toBeVisible();
    await mailIn(request, account.email, /password was changed/);

    await page.goto("/login");
    await loginViaForm(page, account.email, account.password);
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();
    await loginViaForm(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
  });

  test("an admin ships a paid order and the customer's outbox shows 'shipped'", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const product = await productNamed(request, PRODUCTS.ship);
    const { account, placed } = await newPaidOrder(page, product, product.minOrder);

    const { admin, card } = await adminOnOrder(browser, placed._id, product.name);
    await card.getByRole("button", { name: ADMIN_TEXTS.approveBooking }).click();
    await admin
      .getByRole("dialog", { name: ADMIN_TEXTS.shipConfirm })
      .getByRole("button", { name: "Yes, ship it" })
      .click();
    await expect(card.getByRole("button", { name: ADMIN_TEXTS.shipped, exact: true })).toBeDisabled();

    const shipped = await mailIn(request, account.email, /shipped$/);
    await admin.goto("/dev/outbox");
    await expect(admin.getByText(shipped.subject)).toBeVisible();
  });
});
