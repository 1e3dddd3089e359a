import type { Page } from "@playwright/test";
import { LIMITS, ORDER_TABLE_COLUMNS, ORDER_TEXTS, TRADE_TEXTS, truncate } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { LONG } from "./support/product-fixtures";
import {
  fakeOrder,
  newCustomer,
  orderById,
  placeOrder,
  PRODUCTS,
  productById,
  productNamed,
} from "./support/shop-orders";

const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#19D3AE"/></svg>';

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const bodyRows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.locator("th[scope=col]") });

/** One order in each state; a customer alone cannot ship, so the list is served (OTAB-10..12). */
const STATES = [
  fakeOrder({ _id: "10000000-0000-4000-8000-000000000001", name: "Ann Buyer", status: "unpaid" }),
  fakeOrder({
    _id: "10000000-0000-4000-8000-000000000002",
    status: "paid",
    paid: true,
    transactionId: "pi_test_paid",
    productName: "Measuring Tape Pro 5 m",
  }),
  fakeOrder({
    _id: "10000000-0000-4000-8000-000000000003",
    status: "shipped",
    paid: true,
    transactionId: "pi_test_shipped",
    productName: "Adjustable Wrench",
  }),
  fakeOrder({
    _id: "10000000-0000-4000-8000-000000000004",
    status: "cancelled",
    productName: LONG.name,
    details: LONG.description,
    category: LONG.category,
    unitPrice: 19.99,
    price: 999.5,
  }),
];

test.describe("customer orders", () => {
  test("OTAB-13 MYORD-11 OTAB-06 a new customer sees 'My Orders: 0' and empty states linking to /shop; another customer's orders never show", async ({
    page,
    browser,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    // Customer A orders in a browser of their own.
    const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await otherContext.newPage();
    const a = await newCustomer(other);
    const product = await productNamed(other.request, PRODUCTS.orderStates);
    await placeOrder(other, a.token, product._id);
    await otherContext.close();

    await signUpViaApi(page);
    await page.goto("/dashboard/orderTable");
    await expect(heading(page)).toHaveText(`${ORDER_TEXTS.myOrdersPrefix}0`);
    await expect(page.getByText(ORDER_TEXTS.noOrders)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop");

    await page.goto("/dashboard/myOrders");
    await expect(page.getByText(ORDER_TEXTS.noOrders)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.getByRole("link", { name: "Browse the shop" }).click();
    await expect(page).toHaveURL("/shop");
  });

  test("OTAB-01..05/07..12 MYORD-01..04/09/10 every order state in Order Table and My Order, at 1280 and 375 px", async ({
    page,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    await signUpViaApi(page);
    await page.route("**/api/orders?**", (route) => route.fulfill({ json: STATES }));
    await page.route("**/api/images/e2e-*", (route) =>
      route.fulfill({ contentType: "image/svg+xml", body: SQUARE_SVG }),
    );
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/dashboard/orderTable");

    // OTAB-01/02/03/04/05
    await expect(heading(page)).toHaveText(`${ORDER_TEXTS.myOrdersPrefix}${STATES.length}`);
    await expect(page.getByRole("columnheader")).toHaveText(ORDER_TABLE_COLUMNS);
    const rows = bodyRows(page);
    await expect(rows).toHaveCount(STATES.length);
    for (const [index, order] of STATES.entries()) {
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(String(index + 1));
      await expect(rows.nth(index).getByRole("cell").nth(0)).toHaveText(order.name);
      await expect(rows.nth(index).getByRole("cell").nth(2)).toHaveText(String(order.quantity));
    }
    await expect(rows.nth(3).getByRole("cell").nth(1)).toHaveText(truncate(LONG.name, LIMITS.tableNameChars));
    await expect(rows.nth(3).getByRole("cell").nth(1)).toHaveText("Heavy Duty Cordless ...");
    await expect(rows.nth(0).getByRole("cell").nth(3)).toHaveText("$21,000.00");
    await expect(rows.nth(3).getByRole("cell").nth(3)).toHaveText("$999.50");

    const payment = (row: number) => rows.nth(row).getByRole("cell").nth(4);
    // A paid row's Payment cell: the 'Paid' mark, then issue 26's 'Order again' (no invoice in these answers).
    const paidCell = `${ORDER_TEXTS.paid}${TRADE_TEXTS.orderAgain}`;
    const status = (row: number) => rows.nth(row).getByRole("cell").nth(5);
    // OTAB-07/08/09: unpaid.
    await expect(payment(0).getByRole("link", { name: ORDER_TEXTS.payNow })).toHaveAttribute(
      "href",
      `/dashboard/payment/${STATES[0]!._id}`,
    );
    await expect(payment(0)).toContainText(ORDER_TEXTS.notPaidYet);
    await expect(status(0)).toHaveText(ORDER_TEXTS.pendingApproval);
    // OTAB-11: paid, not shipped.
    await expect(payment(1)).toHaveText(paidCell);
    await expect(status(1)).toHaveText(ORDER_TEXTS.awaitingShipment);
    await expect(rows.nth(1)).not.toContainText(ORDER_TEXTS.shipped);
    await expect(rows.nth(1)).not.toContainText(ORDER_TEXTS.notPaidYet);
    // OTAB-10: shipped.
    await expect(payment(2)).toHaveText(paidCell);
    await expect(status(2)).toHaveText(ORDER_TEXTS.shipped);
    // OTAB-12: cancelled, listed and counted, nothing to pay.
    await expect(status(3)).toHaveText(ORDER_TEXTS.cancelled);
    await expect(rows.nth(3)).not.toContainText(ORDER_TEXTS.notPaidYet);
    for (const row of [1, 2, 3]) {
      await expect(rows.nth(row).getByRole("link", { name: ORDER_TEXTS.payNow })).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath("order-table-1280.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Small screens: the orders stack as cards, and the page itself does not scroll sideways (issue 12).
    await page.setViewportSize(VIEWPORTS.small);
    await expect(page.getByRole("table")).toBeHidden();
    await expect(
      page.getByRole("list", { name: "Your orders, oldest first" }).getByRole("article"),
    ).toHaveCount(STATES.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.small.width,
    );
    await page.screenshot({
      path: test.info().outputPath("order-table-375.png"),
      fullPage: true,
      animations: "disabled",
    });

    // My Order: MYORD-01..04/09/10.
    await page.setViewportSize(VIEWPORTS.large);
    await page.goto("/dashboard/myOrders");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(STATES.length);
    const [unpaid, paid, shipped, cancelled] = [0, 1, 2, 3].map((i) => cards.nth(i));
    await expect(unpaid!.getByRole("heading")).toHaveText(STATES[0]!.productName);
    for (const text of [STATES[0]!.category, STATES[0]!.details, "50", "$21,000.00", STATES[0]!.email]) {
      await expect(unpaid!).toContainText(text);
    }
    await expect(cancelled!).toContainText(LONG.description);
    await expect(unpaid!.getByRole("button", { name: ORDER_TEXTS.cancelOrder })).toBeEnabled();
    await expect(unpaid!.getByRole("link", { name: ORDER_TEXTS.payment })).toHaveAttribute(
      "href",
      `/dashboard/payment/${STATES[0]!._id}`,
    );
    await expect(unpaid!.getByRole("button", { name: ORDER_TEXTS.paid })).toHaveCount(0);
    for (const card of [paid!, shipped!]) {
      await expect(card.getByRole("button", { name: ORDER_TEXTS.paid })).toBeDisabled();
      await expect(card.getByRole("button", { name: ORDER_TEXTS.cancelOrder })).toHaveCount(0);
      await expect(card.getByRole("link", { name: ORDER_TEXTS.payment })).toHaveCount(0);
    }
    await expect(shipped!).toContainText(ORDER_TEXTS.shipped);
    await expect(cancelled!).toContainText(ORDER_TEXTS.cancelled);
    // Its only action is issue 26's 'Order again': no 'Payment', no 'Cancel order', no 'Paid'.
    await expect(cancelled!.getByRole("button")).toHaveText([TRADE_TEXTS.orderAgain]);
    await expect(cancelled!.getByRole("link")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("my-orders-1280.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.small);
    await page.screenshot({
      path: test.info().outputPath("my-orders-375.png"),
      fullPage: true,
      animations: "disabled",
    });
  });

  test("MYORD-05..08 STATE-16 OTAB-12 'Cancel order' asks 'Are you sure\\nYou want to delete this order..!?'; dismissing changes nothing; confirming cancels and releases the stock", async ({
    page,
    request,
  }) => {
    // Several pages and API checks in one journey: a busy machine needs more than the default 30 s.
    test.slow();
    const { token } = await newCustomer(page);
    const product = await productNamed(request, PRODUCTS.cancel);
    const before = product.availableQty;
    const order = await placeOrder(page, token, product._id, 60);
    expect((await productById(request, product._id)).availableQty).toBe(before - 60);

    await page.goto("/dashboard/myOrders");
    const card = page.getByRole("article", { name: product.name });
    const cancelButton = card.getByRole("button", { name: ORDER_TEXTS.cancelOrder });
    const [title, message] = ORDER_TEXTS.cancelOrderConfirm.split("\n");
    const dialog = page.getByRole("dialog", { name: title });

    // MYORD-05: two lines, 'Are you sure' and 'You want to delete this order..!?'.
    await cancelButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText(title!);
    await expect(dialog.getByText(message!, { exact: true })).toBeVisible();
    const lines = await dialog.evaluate((box) =>
      (box as HTMLElement).innerText.split("\n").filter((line: string) => line.trim()),
    );
    expect(lines.slice(0, 2)).toEqual(["Are you sure", "You want to delete this order..!?"]);
    await page.screenshot({ path: test.info().outputPath("cancel-confirm.png"), animations: "disabled" });
    expect(await seriousViolations(page)).toEqual([]);

    // MYORD-06: 'No', then Escape: nothing changes.
    await dialog.getByRole("button", { name: "No, keep it" }).click();
    await expect(dialog).toBeHidden();
    await expect(cancelButton).toBeFocused();
    await cancelButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect((await orderById(page, token, order._id)).status).toBe("unpaid");
    expect((await productById(request, product._id)).availableQty).toBe(before - 60);
    await expect(cancelButton).toBeVisible();

    // MYORD-07/08: confirmed, the order is cancelled, the stock comes back, and a toast says so.
    await cancelButton.click();
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByText(ORDER_TEXTS.orderCancelled, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(ORDER_TEXTS.cancelled);
    await expect(card.getByRole("button", { name: ORDER_TEXTS.cancelOrder })).toHaveCount(0);
    await expect(card.getByRole("link", { name: ORDER_TEXTS.payment })).toHaveCount(0);
    expect((await orderById(page, token, order._id)).status).toBe("cancelled");
    expect((await productById(request, product._id)).availableQty).toBe(before);

    // OTAB-12: listed as 'Cancelled', counted, no 'Pay Now'.
    await page.goto("/dashboard/orderTable");
    await expect(heading(page)).toHaveText(`${ORDER_TEXTS.myOrdersPrefix}1`);
    await expect(bodyRows(page).first()).toContainText(ORDER_TEXTS.cancelled);
    await expect(page.getByRole("link", { name: ORDER_TEXTS.payNow })).toHaveCount(0);
  });

  for (const [status, path] of [
    [401, "/dashboard/orderTable"],
    [403, "/dashboard/myOrders"],
  ] as const) {
    test(`STATE-18 ERR-07 a ${status} on own orders signs out, clears accessToken and goes to / (${path})`, async ({
      page,
    }) => {
      await signUpViaApi(page);
      let calls = 0;
      await page.route("**/api/orders?**", (route) => {
        calls += 1;
        return route.fulfill({
          status,
          json: { error: status === 401 ? "Unauthorized" : "Forbidden", message: "No.", requestId: "e2e" },
        });
      });
      await page.goto(path);
      await expect(page).toHaveURL("/");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).first(),
      ).toBeAttached();
      expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
      expect(calls).toBeGreaterThanOrEqual(1);
      // The identity session really ended: nothing signs the visitor back in on the next load.
      const session = await page.request.get("/api/auth/get-session");
      expect(await session.json()).toBeNull();
      await page.reload();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).first(),
      ).toBeAttached();
      expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    });
  }
});
