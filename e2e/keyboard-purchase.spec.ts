import { ORDER_TEXTS, TEXTS } from "@xpart/shared";

import { expect, test } from "./support/app-test";
import { tabTo } from "./support/keyboard";
import { newCustomer, ordersOf, productNamed } from "./support/shop-orders";

/** The shop's first product: on the first page of /shop, and ordered by no other spec. */
const PRODUCT = "XparT Pipe Wrench";

test("issue 12 must show: a keyboard-only purchase from /shop to 'Payment Successful' with the test card 4242 4242 4242 4242", async ({
  page,
  request,
}) => {
  // A whole journey across four pages: a busy machine needs more than the default 30 s.
  test.slow();
  const { account, token } = await newCustomer(page);
  const product = await productNamed(request, PRODUCT);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/shop");
  await expect(page.getByRole("heading", { name: TEXTS.allProducts })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();

  // The shop: to the product, and open it.
  await tabTo(page, { href: `/product/${product._id}` });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);

  // The product: 'Purchase' opens the billing details, which take the focus.
  await tabTo(page, { text: TEXTS.purchase });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: ORDER_TEXTS.billingDetails });
  await expect(dialog).toBeVisible();
  await tabTo(page, { label: "Address" });
  await page.keyboard.type("7 Dock Road, Chattogram");
  await tabTo(page, { label: "Phone" });
  await page.keyboard.type("+880 1711-000001");
  await tabTo(page, { text: ORDER_TEXTS.addToMyOrder });
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await ordersOf(page, token, account.email)).length).toBe(1);

  // Back up to the navbar, into the dashboard, its Order Table, and 'Pay Now'.
  await tabTo(page, { href: "/dashboard" }, { back: true });
  await page.keyboard.press("Enter");
  await tabTo(page, { href: "/dashboard/orderTable" });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/dashboard/orderTable");
  await tabTo(page, { text: ORDER_TEXTS.payNow });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/payment\//);

  // The card, field by field, and 'Pay'.
  await tabTo(page, { label: "Card number" });
  await page.keyboard.type("4242424242424242");
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1234");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await page.keyboard.type("10115");
  const pay = page.getByRole("button", { name: ORDER_TEXTS.pay, exact: true });
  await expect(pay).toBeEnabled();
  await tabTo(page, { text: ORDER_TEXTS.pay });
  await page.keyboard.press("Enter");
  await expect(page.getByText(ORDER_TEXTS.paymentSuccessful, { exact: true })).toBeVisible();
  expect((await ordersOf(page, token, account.email))[0]).toMatchObject({ status: "paid" });
});
