import type { Locator, Page } from "@playwright/test";
import { formatMoney, LIMITS, ORDER_TEXTS, TEXTS, truncate, type Product } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { expect, test } from "./support/app-test";
import { openInApp } from "./support/in-app";
import { VIEWPORTS } from "./support/layout-helpers";
import { failRoute } from "./support/network-helpers";
import { newCustomer, ordersOf, PRODUCTS, productById, productNamed } from "./support/shop-orders";

/** The price field's text for a quantity: unit × quantity in cents, '$' first (DESIGN §5). */
const priceFor = (product: Product, quantity: number) =>
  formatMoney((Math.round(product.price * 100) * quantity) / 100);

/** The value shown under a `<dt>` of the product's facts. */
const fact = (page: Page, term: string) =>
  page.getByRole("main").locator("dl > div").filter({ hasText: term }).locator("dd");

function billing(page: Page) {
  const dialog = page.getByRole("dialog", { name: ORDER_TEXTS.billingDetails });
  return {
    dialog,
    name: dialog.getByLabel("Name", { exact: true }),
    email: dialog.getByLabel("Email", { exact: true }),
    quantity: dialog.getByLabel("Quantity", { exact: true }),
    price: dialog.getByLabel("Price", { exact: true }),
    address: dialog.getByLabel("Address", { exact: true }),
    phone: dialog.getByLabel("Phone", { exact: true }),
    submit: dialog.getByRole("button", { name: ORDER_TEXTS.addToMyOrder }),
  };
}

async function openBilling(page: Page) {
  await page.getByRole("button", { name: TEXTS.purchase }).click();
  const form = billing(page);
  await expect(form.dialog).toBeVisible();
  return form;
}

/** Counts the order posts the page sends. */
function countOrderPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") posts += 1;
  });
  return () => posts;
}

async function expectNotEditable(field: Locator) {
  await expect(field).toHaveAttribute("readonly", "");
  await expect(field).not.toBeEditable();
}

test.describe("product detail and purchase", () => {
  test("PDP-01..14 VAL-12 the product, and 'Billing Details' with the buyer's name and email read-only, quantity = minOrder, price = unit × quantity", async ({
    page,
    request,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    const { account } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.details);
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto(`/product/${product._id}`);

    const image = page.getByRole("img", { name: product.name });
    await expect(image).toHaveAttribute("src", product.img);
    await expect(image).toHaveAttribute("srcset", `${product.img}?w=400 400w, ${product.img} 800w`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(product.name));
    await expect(page.getByText(product.category, { exact: true })).toBeVisible();
    await expect(page.getByText(product.description, { exact: true })).toBeVisible();
    await expect(fact(page, TEXTS.minimumOrder)).toHaveText(String(product.minOrder));
    await expect(fact(page, TEXTS.availableQuantity)).toHaveText(String(product.availableQty));
    await expect(page.getByText(`${TEXTS.pricePrefix}${formatMoney(product.price)}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("product-1280.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const form = await openBilling(page);
    await expect(form.dialog.getByRole("heading", { name: ORDER_TEXTS.billingDetails })).toBeVisible();
    await expect(form.name).toHaveValue(account.name);
    await expect(form.email).toHaveValue(account.email);
    await expectNotEditable(form.name);
    await expectNotEditable(form.email);
    await expectNotEditable(form.price);
    await expect(form.quantity).toBeFocused();
    await expect(form.quantity).toHaveValue(String(product.minOrder));
    await expect(form.price).toHaveValue(priceFor(product, product.minOrder));
    // Issue 25: money with separators and cents, whatever the seed product costs.
    await expect(form.price).toHaveValue(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(form.address).toHaveValue("");
    await expect(form.phone).toHaveValue("");
    await expect(form.dialog.getByText(/Free delivery: this order is over \$140/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("billing-1280.png"), animations: "disabled" });
    expect(await seriousViolations(page)).toEqual([]);

    // PDP-14: a valid quantity prices at once.
    await form.quantity.fill("60");
    await expect(form.price).toHaveValue(priceFor(product, 60));

    // The modal: Tab stays inside, Escape closes it and focus goes back to the purchase button.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await form.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(form.dialog).toBeHidden();
    await expect(page.getByRole("button", { name: TEXTS.purchase })).toBeFocused();

    await page.setViewportSize(VIEWPORTS.small);
    await page.screenshot({
      path: test.info().outputPath("product-375.png"),
      fullPage: true,
      animations: "disabled",
    });
    await openBilling(page);
    await page.screenshot({ path: test.info().outputPath("billing-375.png"), animations: "disabled" });
    const box = await form.dialog.locator(".modal-box").boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.small.width).toBe(true);
  });

  test("PDP-15/16/17/25 VAL-09 LIM-10 after 1.5 s without typing the quantity is clamped to [minOrder, stock]; not at 1.4 s; each keystroke restarts the wait", async ({
    page,
    request,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.clamp);
    expect(product.minOrder).toBe(50);
    const posts = countOrderPosts(page);
    await page.clock.install();
    await page.goto(`/product/${product._id}`);
    const form = await openBilling(page);
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // PDP-15/17: 10 stays 10 for 1.4 s, then becomes the minimum; the price follows.
    await form.quantity.fill("10");
    await expect(form.price).toHaveValue(priceFor(product, 10));
    await page.clock.runFor(1400);
    await expect(form.quantity).toHaveValue("10");
    await page.clock.runFor(100);
    await expect(form.quantity).toHaveValue(String(product.minOrder));
    await expect(form.price).toHaveValue(priceFor(product, product.minOrder));

    // PDP-17: each keystroke restarts the 1.5 s.
    await form.quantity.fill("");
    await form.quantity.pressSequentially("1");
    await page.clock.runFor(1000);
    await form.quantity.pressSequentially("0");
    await page.clock.runFor(1000);
    await expect(form.quantity).toHaveValue("10");
    await page.clock.runFor(500);
    await expect(form.quantity).toHaveValue(String(product.minOrder));

    // PDP-16: above the stock falls to the stock.
    await form.quantity.fill("99999");
    await page.clock.runFor(1400);
    await expect(form.quantity).toHaveValue("99999");
    await page.clock.runFor(100);
    await expect(form.quantity).toHaveValue(String(product.availableQty));
    await expect(form.price).toHaveValue(priceFor(product, product.availableQty));

    // PDP-25: a fraction is refused as typed (a message, nothing sent), then keeps its whole part.
    await form.quantity.fill("55.5");
    await form.address.fill("1 Test Street");
    await form.phone.fill("+1 555-0100");
    await form.submit.click();
    await expect(form.dialog.getByText("Quantity must be a whole number")).toBeVisible();
    await expect(form.quantity).toBeFocused();
    await page.clock.runFor(LIMITS.quantityClampDelayMs);
    await expect(form.quantity).toHaveValue("55");
    await expect(form.price).toHaveValue(priceFor(product, 55));
    for (const typed of ["-5", "abc"]) {
      await form.quantity.fill(typed);
      await page.clock.runFor(LIMITS.quantityClampDelayMs);
      await expect(form.quantity).toHaveValue(String(product.minOrder));
    }
    expect(posts()).toBe(0);
  });

  test("PDP-18/19/20 STATE-13 MSG-01 ordering 60: 'Product added to my order', stock 300 → 240 on screen, in the API and after a reload; the form resets; the order is listed", async ({
    page,
    request,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    const { account, token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.purchaseFlow);
    const before = product.availableQty;
    await page.goto(`/product/${product._id}`);
    await expect(fact(page, TEXTS.availableQuantity)).toHaveText(String(before));

    const form = await openBilling(page);
    await form.quantity.fill("60");
    await expect(form.price).toHaveValue(priceFor(product, 60));
    await form.address.fill("12 Harbour Road, Chattogram");
    await form.phone.fill("+880 1711-000000");
    await form.submit.click();

    await expect(page.getByText(ORDER_TEXTS.productAddedToOrder, { exact: true })).toBeVisible();
    await expect(form.dialog).toBeHidden();
    await expect(fact(page, TEXTS.availableQuantity)).toHaveText(String(before - 60));
    expect((await productById(request, product._id)).availableQty).toBe(before - 60);
    await page.screenshot({ path: test.info().outputPath("ordered.png"), fullPage: true });

    // PDP-20: reopened, the form is back to its defaults.
    await openBilling(page);
    await expect(form.quantity).toHaveValue(String(product.minOrder));
    await expect(form.address).toHaveValue("");
    await expect(form.phone).toHaveValue("");
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(fact(page, TEXTS.availableQuantity)).toHaveText(String(before - 60));

    // PDP-18 DESIGN §4: the server priced it and took the email from the token.
    const [order] = await ordersOf(page, token, account.email);
    expect(order).toMatchObject({
      productId: product._id,
      quantity: 60,
      price: (Math.round(product.price * 100) * 60) / 100,
      email: account.email,
      name: account.name,
      address: "12 Harbour Road, Chattogram",
      phone: "+880 1711-000000",
      status: "unpaid",
      paid: false,
    });

    // STATE-10 OTAB-01/05/07/08/09: the new order in Order Table.
    await page.goto("/dashboard/orderTable");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${ORDER_TEXTS.myOrdersPrefix}1`);
    const row = page.getByRole("row").nth(1);
    await expect(row.getByRole("cell").nth(1)).toHaveText(truncate(product.name, LIMITS.tableNameChars));
    await expect(row.getByRole("cell").nth(1)).toHaveText("ISA Ignition Coil Pa...");
    await expect(row.getByRole("link", { name: ORDER_TEXTS.payNow })).toHaveAttribute(
      "href",
      `/dashboard/payment/${order!._id}`,
    );
    await expect(row).toContainText(ORDER_TEXTS.notPaidYet);
    await expect(row).toContainText(ORDER_TEXTS.pendingApproval);

    // MYORD-01/02/03: and as a card in My Order.
    await page.goto("/dashboard/myOrders");
    const card = page.getByRole("article", { name: product.name });
    await expect(card).toContainText(product.category);
    await expect(card).toContainText(product.description);
    await expect(card).toContainText(account.email);
    await expect(card.getByRole("button", { name: ORDER_TEXTS.cancelOrder })).toBeVisible();
    await expect(card.getByRole("link", { name: ORDER_TEXTS.payment })).toBeVisible();
  });

  test("PDP-21/23 address and phone are required with the server's messages; a double click places one order", async ({
    page,
    request,
  }) => {
    const { account, token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.doubleSubmit);
    const posts = countOrderPosts(page);
    await page.goto(`/product/${product._id}`);
    const form = await openBilling(page);

    await form.submit.click();
    await expect(form.dialog.getByText("Address is required")).toBeVisible();
    await expect(form.dialog.getByText("Phone is required")).toBeVisible();
    await expect(form.address).toBeFocused();
    await expect(form.address).toHaveAttribute("aria-invalid", "true");
    await form.address.fill("   ");
    await form.phone.fill("call me");
    await expect(form.dialog.getByText("Address is required")).toBeVisible();
    await expect(
      form.dialog.getByText("Phone may hold digits, spaces, dashes and a leading +"),
    ).toBeVisible();
    expect(posts()).toBe(0);

    await form.address.fill("7 Mill Lane");
    await form.phone.fill("+44 20 7946 0000");
    await form.submit.dblclick();
    await expect(page.getByText(ORDER_TEXTS.productAddedToOrder, { exact: true })).toBeVisible();
    expect(posts()).toBe(1);
    expect(await ordersOf(page, token, account.email)).toHaveLength(1);
  });

  test("finding 6: each 'Add to my order' submission sends its own Idempotency-Key, even with the same details", async ({
    page,
    request,
  }) => {
    const { account, token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.idempotency);
    await page.goto(`/product/${product._id}`);

    const keys: string[] = [];
    for (let submission = 0; submission < 2; submission += 1) {
      const form = await openBilling(page);
      await form.address.fill("7 Mill Lane");
      await form.phone.fill("+44 20 7946 0000");
      const posted = page.waitForRequest(
        (sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/api/orders",
      );
      await form.submit.click();
      const key = (await posted).headers()["idempotency-key"];
      expect(key, `submission ${submission + 1}`).toMatch(/^[A-Za-z0-9_\-:.]{1,255}$/);
      keys.push(key!);
      await expect(form.dialog).toBeHidden();
    }
    expect(keys[1]).not.toBe(keys[0]);
    // Two submissions, two orders: the second is not taken for a re-send of the first.
    expect(await ordersOf(page, token, account.email)).toHaveLength(2);
  });

  test("PDP-22 a refused order keeps the modal and the input, shows the server's message and no success toast", async ({
    page,
    request,
  }) => {
    await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.details);
    await page.route("**/api/orders", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 409,
            json: { error: "Conflict", message: "Only 10 available", requestId: "e2e" },
          })
        : route.fallback(),
    );
    await page.goto(`/product/${product._id}`);
    const form = await openBilling(page);
    await form.quantity.fill("60");
    await form.address.fill("7 Mill Lane");
    await form.phone.fill("0123 456");
    await form.submit.click();

    await expect(form.dialog.getByRole("alert")).toHaveText("Only 10 available");
    await expect(form.dialog).toBeVisible();
    await expect(form.quantity).toHaveValue("60");
    await expect(form.address).toHaveValue("7 Mill Lane");
    await expect(form.phone).toHaveValue("0123 456");
    await expect(form.submit).toBeEnabled();
    await expect(page.getByText(ORDER_TEXTS.productAddedToOrder)).toHaveCount(0);
    await expect(fact(page, TEXTS.availableQuantity)).toHaveText(String(product.availableQty));
  });

  test("PDP-24 stock below the minimum order: purchase disabled, 'Not enough stock for the minimum order'", async ({
    page,
    request,
  }) => {
    await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.details);
    await page.route(`**/api/products/${product._id}`, (route) =>
      route.fulfill({ json: { ...product, availableQty: 20 } }),
    );
    await openInApp(page, `/product/${product._id}`);
    await expect(fact(page, TEXTS.availableQuantity)).toHaveText("20");
    await expect(page.getByRole("button", { name: TEXTS.purchase })).toBeDisabled();
    await expect(page.getByText(ORDER_TEXTS.notEnoughStock, { exact: true })).toBeVisible();
  });

  test("unknown or malformed product id: 'Product not found' with a way back to the shop", async ({
    page,
  }) => {
    await newCustomer(page);
    for (const id of ["no-such-product", "7a0c2e44-1b7f-4c8e-9d1a-2f3b4c5d6e7f"]) {
      await page.goto(`/product/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ORDER_TEXTS.productNotFound);
      await expect(page.getByRole("button", { name: TEXTS.purchase })).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath("product-not-found.png"), fullPage: true });
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await expect(page).toHaveURL("/shop");
  });

  test("ERR-09 a failed product load shows the error and 'Try again' instead of a spinner forever", async ({
    page,
    request,
  }) => {
    await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.details);
    // The client asks twice (one retry for a 5xx) before showing the error.
    await failRoute(page, `**/api/products/${product._id}`, 2);
    await openInApp(page, `/product/${product._id}`);
    await expect(page.getByRole("alert")).toContainText("The catalogue is resting.");
    await page.getByRole("button", { name: TEXTS.retry }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  });
});
