import type { Page } from "@playwright/test";
import { CARD_MESSAGES, formatMoney, ORDER_TEXTS, TRADE_TEXTS, type Order } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { holdRoute } from "./support/network-helpers";
import {
  ERROR_RED,
  fakeOrder,
  newCustomer,
  orderById,
  payOrder,
  placeOrder,
  PRODUCTS,
  productNamed,
} from "./support/shop-orders";
import { STRIPE_STAND_IN } from "./support/shop-stripe-stand-in";

function cardForm(page: Page) {
  return {
    number: page.getByLabel("Card number"),
    expiry: page.getByLabel("Expiry"),
    cvc: page.getByLabel("CVC"),
    postal: page.getByLabel("Postal code"),
    pay: page.getByRole("button", { name: ORDER_TEXTS.pay, exact: true }),
    error: page.getByRole("alert").filter({ hasText: /\S/ }),
  };
}

async function payWith(page: Page, number: string, expiry = "12 / 34", cvc = "123") {
  const form = cardForm(page);
  await form.number.fill(number);
  await form.expiry.fill(expiry);
  await form.cvc.fill(cvc);
  await form.pay.click();
}

/** Every request the page makes to Stripe's script host or to the test-card processor. */
function watch(page: Page) {
  const seen = { stripe: 0, confirms: [] as unknown[] };
  page.on("request", (request) => {
    if (request.url().startsWith("https://js.stripe.com/")) seen.stripe += 1;
    if (request.url().endsWith("/api/payments/test-cards/confirm"))
      seen.confirms.push(request.postDataJSON());
  });
  return seen;
}

const summary = (page: Page) => page.getByRole("region", { name: "Your order" });

test.describe("card payment (test-card processor)", () => {
  test("PAY-01..04/08/09/10 STATE-11 MSG-09 'Pay Now' → the order, 'Pay' disabled until the client secret, 4242… → 'Payment Successful' + transaction id → 'Paid' everywhere; no Stripe.js loaded", async ({
    page,
    request,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    const { account, token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.pay);
    const order = await placeOrder(page, token, product._id, 60);
    const seen = watch(page);
    const release = await holdRoute(page, "**/api/create-payment-intent");

    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/dashboard/orderTable");
    await page.getByRole("link", { name: ORDER_TEXTS.payNow }).click();
    await expect(page).toHaveURL(`/dashboard/payment/${order._id}`);

    // PAY-01: the order's name, product, email, phone, address, quantity and price.
    const box = summary(page);
    for (const text of [
      order.name,
      product.name,
      account.email,
      "+880 1711-000000",
      "12 Harbour Road, Chattogram",
      "60",
      formatMoney(order.price),
      ORDER_TEXTS.notPaidYet,
    ]) {
      await expect(box).toContainText(text);
    }

    // PAY-03: no client secret yet, no 'Pay'.
    const form = cardForm(page);
    await expect(form.number).toBeVisible();
    await expect(form.pay).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath("payment-waiting-1280.png"), fullPage: true });
    release();
    await expect(form.pay).toBeEnabled();

    // The form writes the card as it is read.
    await form.number.pressSequentially("4242424242424242");
    await expect(form.number).toHaveValue("4242 4242 4242 4242");
    await form.expiry.pressSequentially("1234");
    await expect(form.expiry).toHaveValue("12 / 34");
    await form.cvc.fill("123");
    await form.postal.fill("10115");
    await form.pay.click();

    // PAY-08 MSG-09
    await expect(page.getByText(ORDER_TEXTS.paymentSuccessful, { exact: true })).toBeVisible();
    const paid = await orderById(page, token, order._id);
    expect(paid).toMatchObject({ status: "paid", paid: true });
    expect(paid.transactionId).toMatch(/^pi_/);
    await expect(page.getByText(`${ORDER_TEXTS.transactionIdPrefix}${paid.transactionId}`)).toBeVisible();
    await expect(box).toContainText(ORDER_TEXTS.paid);
    await expect(form.pay).toHaveCount(0);
    // PAY-09: the billing name and email went with the confirmation.
    expect(seen.confirms).toHaveLength(1);
    expect(seen.confirms[0]).toMatchObject({ billingDetails: { name: order.name, email: account.email } });
    await page.screenshot({ path: test.info().outputPath("payment-success-1280.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.small);
    await page.screenshot({
      path: test.info().outputPath("payment-success-375.png"),
      fullPage: true,
      animations: "disabled",
    });
    await page.setViewportSize(VIEWPORTS.large);

    // PAY-10 OTAB-10/11: 'Paid', no 'Pay Now'; MYORD-04: the disabled 'Paid', no 'Cancel order'.
    await page.getByRole("link", { name: "Order Table" }).first().click();
    const row = page.getByRole("row").nth(1);
    // The 'Paid' mark, then issue 26's actions on a paid order: 'Order again' and its invoice.
    await expect(row.getByRole("cell").nth(4)).toHaveText(
      `${ORDER_TEXTS.paid}${TRADE_TEXTS.orderAgain}${TRADE_TEXTS.downloadInvoice}`,
    );
    await expect(row.getByRole("cell").nth(5)).toHaveText(ORDER_TEXTS.awaitingShipment);
    await expect(page.getByRole("link", { name: ORDER_TEXTS.payNow })).toHaveCount(0);
    await page.goto("/dashboard/myOrders");
    const card = page.getByRole("article", { name: product.name });
    await expect(card.getByRole("button", { name: ORDER_TEXTS.paid })).toBeDisabled();
    await expect(card.getByRole("button", { name: ORDER_TEXTS.cancelOrder })).toHaveCount(0);
    await expect(card.getByRole("link", { name: ORDER_TEXTS.payment })).toHaveCount(0);

    // LIM-18: the built-in processor loads no provider script.
    expect(seen.stripe).toBe(0);
  });

  test("PAY-05/06/07/11 STATE-12 ERR-06 bad input, a declined card and insufficient funds show Stripe's message in red and leave the order unpaid; then 4242… succeeds", async ({
    page,
    request,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    const { token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.payDeclined);
    const order = await placeOrder(page, token, product._id);
    const seen = watch(page);
    await page.goto(`/dashboard/payment/${order._id}`);
    const form = cardForm(page);
    await expect(form.pay).toBeEnabled();

    // PAY-07: checked in the browser with Stripe's messages; nothing is sent.
    await payWith(page, "4242 4242 4242 4241");
    await expect(form.error).toHaveText(CARD_MESSAGES.incorrect_number);
    await expect(form.error).toHaveCSS("color", ERROR_RED);
    await payWith(page, "4242 4242 4242 4242", "01 / 20");
    await expect(form.error).toHaveText(CARD_MESSAGES.invalid_expiry_past);
    await payWith(page, "4242 4242 4242 4242", "12 / 34", "12");
    await expect(form.error).toHaveText(CARD_MESSAGES.incomplete_cvc);
    expect(seen.confirms).toHaveLength(0);

    // PAY-05: declined.
    await payWith(page, "4000 0000 0000 0002");
    await expect(form.error).toHaveText("Your card was declined.");
    await expect(form.error).toHaveCSS("color", ERROR_RED);
    await page.screenshot({ path: test.info().outputPath("payment-declined.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await orderById(page, token, order._id)).toMatchObject({ status: "unpaid", paid: false });

    // PAY-06: insufficient funds.
    await payWith(page, "4000 0000 0000 9995");
    await expect(form.error).toHaveText(CARD_MESSAGES.insufficient_funds);
    expect(await orderById(page, token, order._id)).toMatchObject({ status: "unpaid", paid: false });
    await expect(page.getByText(ORDER_TEXTS.paymentSuccessful)).toHaveCount(0);

    // PAY-11: the same page, a good card.
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByText(ORDER_TEXTS.paymentSuccessful, { exact: true })).toBeVisible();
    const paid = await orderById(page, token, order._id);
    expect(paid).toMatchObject({ status: "paid", price: order.price });
    await expect(page.getByText(paid.transactionId!)).toBeVisible();
    expect(seen.confirms).toHaveLength(3);
  });

  test("PAY-13/14 a paid or cancelled order shows its state and no card form; someone else's or an unknown order shows 'Order not found'", async ({
    page,
    request,
    browser,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    const { token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.payStates);
    const paid = await payOrder(page, token, (await placeOrder(page, token, product._id))._id);
    const cancelled = await placeOrder(page, token, product._id);
    const del = await page.request.delete(`/api/orders/${cancelled._id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(del.ok()).toBe(true);

    await page.goto(`/dashboard/payment/${paid._id}`);
    await expect(page.getByText(ORDER_TEXTS.alreadyPaid)).toBeVisible();
    await expect(page.getByText(`${ORDER_TEXTS.transactionIdPrefix}${paid.transactionId}`)).toBeVisible();
    await expect(cardForm(page).pay).toHaveCount(0);
    await expect(cardForm(page).number).toHaveCount(0);

    await page.goto(`/dashboard/payment/${cancelled._id}`);
    await expect(page.getByText(ORDER_TEXTS.orderWasCancelled)).toBeVisible();
    await expect(cardForm(page).pay).toHaveCount(0);

    // Another customer's order, in a browser of their own.
    const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await otherContext.newPage();
    const stranger = await newCustomer(other);
    const theirs = await placeOrder(
      other,
      stranger.token,
      (await productNamed(request, PRODUCTS.orderStates))._id,
      50,
      {
        address: "99 Secret Street",
        phone: "+1 555-0199",
      },
    );
    await otherContext.close();

    for (const id of [theirs._id, "7a0c2e44-1b7f-4c8e-9d1a-2f3b4c5d6e7f", "nope"]) {
      await page.goto(`/dashboard/payment/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ORDER_TEXTS.orderNotFound);
      await expect(page.getByText("99 Secret Street")).toHaveCount(0);
      await expect(cardForm(page).pay).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/dashboard\/payment\/nope$/);
  });
});

test.describe("card payment (Stripe.js)", () => {
  // The stand-in script comes from js.stripe.com; the shop's CSP allows only 'self' until Stripe is configured.
  test.use({ bypassCSP: true });

  test("PAY-02/03/05/08/09 LIM-18 Stripe Elements: key from /api/payment-config, Stripe.js loaded on demand, card errors in red, then 'Payment Successful' with pi_e2e", async ({
    page,
    request,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    const { account, token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.stripe);
    const order = await placeOrder(page, token, product._id);
    const seen = watch(page);
    const patches: unknown[] = [];

    await page.route("**/api/payment-config", (route) =>
      route.fulfill({ json: { provider: "stripe", publishableKey: "pk_test_e2e" } }),
    );
    await page.route("https://js.stripe.com/**", (route) =>
      route.fulfill({ contentType: "application/javascript", body: STRIPE_STAND_IN }),
    );
    await page.route(`**/api/orders/${order._id}`, (route) => {
      if (route.request().method() !== "PATCH") return route.fallback();
      patches.push(route.request().postDataJSON());
      const answer: Order = fakeOrder({
        ...order,
        status: "paid",
        paid: true,
        transactionId: "pi_e2e",
      });
      return route.fulfill({ json: answer });
    });
    const secret = page.waitForResponse("**/api/create-payment-intent");

    // Stripe.js is not part of the shop: nothing from js.stripe.com before the payment page.
    await page.goto("/dashboard/myOrders");
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(seen.stripe).toBe(0);

    await page.getByRole("link", { name: ORDER_TEXTS.payment }).click();
    const { clientSecret } = (await (await secret).json()) as { clientSecret: string };
    const pay = page.getByRole("button", { name: ORDER_TEXTS.pay, exact: true });
    await expect(page.getByRole("group", { name: "Card details" })).toBeVisible();
    await expect(pay).toBeEnabled();
    expect(seen.stripe).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __stripe: { keys: string[] } }).__stripe.keys),
    ).toEqual(["pk_test_e2e"]);
    await page.screenshot({ path: test.info().outputPath("payment-stripe.png"), fullPage: true });

    // PAY-05 through Stripe: its message, in red; nothing patched.
    await page.evaluate(() => {
      (window as unknown as { __stripe: { decline: boolean } }).__stripe.decline = true;
    });
    await pay.click();
    const error = page.getByRole("alert").filter({ hasText: /\S/ });
    await expect(error).toHaveText("Your card was declined.");
    await expect(error).toHaveCSS("color", ERROR_RED);
    expect(patches).toHaveLength(0);

    await pay.click();
    await expect(page.getByText(ORDER_TEXTS.paymentSuccessful, { exact: true })).toBeVisible();
    await expect(page.getByText(`${ORDER_TEXTS.transactionIdPrefix}pi_e2e`)).toBeVisible();
    const confirmations = await page.evaluate(
      () => (window as unknown as { __stripe: { confirmations: unknown[] } }).__stripe.confirmations,
    );
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]).toEqual({
      clientSecret,
      billingDetails: { name: order.name, email: account.email },
      hasCard: true,
    });
    expect(patches).toEqual([
      { payment: { product: order._id, transactionId: "pi_e2e", status: "succeeded" } },
    ]);
    // The card never went to the shop's own processor.
    expect(seen.confirms).toHaveLength(0);
  });
});
