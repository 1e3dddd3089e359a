import type { Page } from "@playwright/test";
import { ADMIN_TEXTS, ALL_ORDER_LIST_COLUMNS, ORDER_TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { ADMIN } from "./support/accounts";
import { adminOnOrder, adminSession } from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import {
  newCustomer,
  newPaidOrder,
  payOrder,
  placeOrder,
  productById,
  productNamed,
} from "./support/shop-orders";
import { toast } from "./support/toasts";

/** Seed products only these tests order from, so no other test moves their stock. */
const PRODUCTS = {
  ship: "GOOLOO 2A Smart Battery Charger",
  delete: "2-Piece 300 dB Train Horn",
  list: "Pipe Wrench 18 in",
} as const;

const bodyRows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.locator("th[scope=col]") });

test.describe("admin orders (J1, J10)", () => {
  test("AORD-01/03/04/06/07/08/09/12 J1 steps 11-12: a paid order is shipped after 'Ship This Boat..!?', 'Product Shipped...!!!' shows, the card reads 'Shipped' with both buttons disabled, its timeline says who and when, and the customer sees 'Shipped'", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const product = await productNamed(request, PRODUCTS.ship);
    const { account, placed } = await newPaidOrder(page, product);

    const { admin, card } = await adminOnOrder(browser, placed._id, product.name, VIEWPORTS.large);
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(/^Total Orders: [1-9]\d*$/);
    await expect(card).toHaveCount(1);

    // AORD-03/12: the state, and what shipping needs.
    await expect(card.getByText(ORDER_TEXTS.paid, { exact: true })).toBeVisible();
    for (const text of [account.email, "12 Harbour Road, Chattogram", "+880 1711-000000", "50"])
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    // The timeline: placed by the customer, paid through the payment provider.
    const timeline = card.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByRole("listitem")).toHaveCount(2);
    await expect(timeline.getByRole("listitem").nth(0)).toContainText("Placed by the customer");
    await expect(timeline.getByRole("listitem").nth(1)).toContainText("Paid by");

    // AORD-06 (DESIGN §5): a paid order can be approved, not deleted.
    const approve = card.getByRole("button", { name: ADMIN_TEXTS.approveBooking });
    await expect(approve).toBeEnabled();
    await expect(card.getByRole("button", { name: ADMIN_TEXTS.deleteOrder })).toBeDisabled();
    await admin.screenshot({ path: test.info().outputPath("admin-orders-paid-1280.png"), fullPage: true });
    expect(await seriousViolations(admin)).toEqual([]);

    // AORD-07: dismissing the question changes nothing.
    await approve.click();
    const confirm = admin.getByRole("dialog", { name: ADMIN_TEXTS.shipConfirm });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "No", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(approve).toBeEnabled();

    // AORD-08: confirmed, PUT /orders/status/{id}, the alert, and the reloaded card.
    await approve.click();
    const put = admin.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/orders/status/${placed._id}`),
    );
    await confirm.getByRole("button", { name: "Yes, ship it" }).click();
    expect((await put).status()).toBe(200);
    await expect(toast(admin, ADMIN_TEXTS.productShipped)).toBeVisible();
    // AORD-04/09: 'Shipped', both disabled.
    const shipped = card.getByRole("button", { name: ADMIN_TEXTS.shipped, exact: true });
    await expect(shipped).toBeDisabled();
    await expect(card.getByRole("button", { name: ADMIN_TEXTS.deleteOrder })).toBeDisabled();
    await expect(timeline.getByRole("listitem").nth(2)).toContainText(`Shipped by ${ADMIN.email}`);
    await admin.screenshot({ path: test.info().outputPath("admin-orders-shipped-1280.png"), fullPage: true });

    // The Shipped tab lists it.
    await admin
      .getByRole("group", { name: "Order status" })
      .getByRole("button", { name: /^Shipped/ })
      .click();
    await expect(admin).toHaveURL(/status=shipped/);
    await expect(card).toHaveCount(1);

    // J1 step 12: the customer's table says 'Shipped'.
    await page.goto("/dashboard/orderTable");
    const row = bodyRows(page).filter({ hasText: product.name.slice(0, 20) });
    await expect(row.getByRole("cell").nth(5)).toHaveText(ORDER_TEXTS.shipped);

    // The audit trail has it: the Activity page, filtered to this order.
    await admin.goto(`/dashboard/activity?targetId=${placed._id}`);
    await expect(admin.getByRole("heading", { level: 1, name: ADMIN_TEXTS.activity })).toBeVisible();
    const entry = bodyRows(admin).filter({ hasText: "Order shipped" });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(ADMIN.email);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.context().close();
  });

  test("AORD-06/10/11 J10 step 3: an unpaid order cannot be approved; 'Delete Order' asks first, then removes it and its stock comes back", async ({
    page,
    browser,
    request,
  }) => {
    const product = await productNamed(request, PRODUCTS.delete);
    const { token } = await newCustomer(page);
    const placed = await placeOrder(page, token, product._id);
    const reserved = await productById(request, product._id);

    const { admin, card } = await adminOnOrder(browser, placed._id, product.name);
    await expect(card.getByText("Unpaid", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: ADMIN_TEXTS.approveBooking })).toBeDisabled();
    const remove = card.getByRole("button", { name: ADMIN_TEXTS.deleteOrder });
    await expect(remove).toBeEnabled();

    // AORD-13: a refusal shows the server's words and the list shows the true state again.
    await admin.route(`**/api/orders/${placed._id}`, (route) =>
      route.fulfill({
        status: 409,
        json: { error: "Conflict", message: "This order changed meanwhile", requestId: "e2e" },
      }),
    );
    await remove.click();
    const [title, rest] = ORDER_TEXTS.cancelOrderConfirm.split("\n");
    const confirm = admin.getByRole("dialog", { name: title });
    await expect(confirm).toContainText(rest!);
    await confirm.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(toast(admin, "This order changed meanwhile")).toBeVisible();
    await expect(card).toHaveCount(1);
    await admin.unroute(`**/api/orders/${placed._id}`);

    // AORD-11: confirmed, the order leaves the list and its reserved stock comes back (DESIGN §4/§5).
    await remove.click();
    await expect(confirm).toContainText("stock goes back");
    await confirm.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(toast(admin, ADMIN_TEXTS.orderDeleted)).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await productById(request, product._id)).availableQty).toBe(
      reserved.availableQty + placed.quantity,
    );
    await expect(admin.getByText(`match "${placed._id}"`)).toBeVisible();
    await admin.context().close();
  });

  test("ALLO-01/02/03: All Order List is a read-only table of every customer's orders, searchable, filtered by state, sorted and paged on the server", async ({
    page,
    browser,
    request,
  }) => {
    const product = await productNamed(request, PRODUCTS.list);
    const a = await newCustomer(page);
    const orderA = await placeOrder(page, a.token, product._id);
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    const b = await newCustomer(pageB);
    const orderB = await placeOrder(pageB, b.token, product._id, 60);
    await payOrder(pageB, b.token, orderB._id);

    const admin = (await adminSession(browser)).page;
    await admin.setViewportSize(VIEWPORTS.large);
    const lists: string[] = [];
    admin.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === "/api/allOrders") lists.push(url.search);
    });
    await admin.goto("/dashboard/allOrderList");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(ADMIN_TEXTS.allOrderList);
    await expect(admin.getByText(/^Total Orders: [1-9]\d*$/)).toBeVisible();
    await expect(admin.getByRole("columnheader")).toHaveText(ALL_ORDER_LIST_COLUMNS);
    // ALLO-01: read-only.
    await expect(admin.getByRole("table").getByRole("button")).toHaveCount(0);
    await expect(admin.getByRole("table").getByRole("link")).toHaveCount(0);

    // ALLO-02: A's and B's orders alike, found by email.
    const search = admin.getByRole("searchbox", { name: "Search orders" });
    await search.fill(a.account.email);
    await expect(bodyRows(admin)).toHaveCount(1);
    await expect(bodyRows(admin).first()).toContainText(ORDER_TEXTS.notPaidYet);
    await expect(bodyRows(admin).first().getByRole("cell").nth(3)).toHaveText(String(orderA.quantity));
    await search.fill(b.account.email);
    await expect(bodyRows(admin)).toHaveCount(1);
    await expect(bodyRows(admin).first().getByRole("cell").nth(3)).toHaveText("60");
    await expect(bodyRows(admin).first().getByRole("cell").nth(5)).toHaveText(ORDER_TEXTS.paid);

    // State and order are asked of the server.
    await search.fill(product.name);
    await expect(admin).toHaveURL(/q=Pipe\+Wrench/);
    await admin.getByLabel("Status", { exact: true }).selectOption("paid");
    await expect(bodyRows(admin).filter({ hasText: b.account.email })).toHaveCount(1);
    await expect(bodyRows(admin).filter({ hasText: a.account.email })).toHaveCount(0);
    await admin.getByLabel("Sort by", { exact: true }).selectOption("total-desc");
    await expect(admin).toHaveURL(/sort=total-desc/);
    // The last list request carries the state, the order, the search and the first page.
    await expect
      .poll(() => lists.at(-1))
      .toBe(
        `?${new URLSearchParams({ sort: "total-desc", limit: "20", offset: "0", status: "paid", q: product.name }).toString()}`,
      );
    await expect(admin.getByRole("status").filter({ hasText: /^Showing 1–\d+ of \d+$/ })).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath("all-order-list-1280.png"), fullPage: true });
    expect(await seriousViolations(admin)).toEqual([]);
    await contextB.close();
    await admin.context().close();
  });
});
