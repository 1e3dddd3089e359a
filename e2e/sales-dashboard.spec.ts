import type { Page } from "@playwright/test";
import { formatMoney, SALES_TEXTS, type SalesDashboard } from "@xpart/shared";

import { adminSession, createProduct, uniqueName } from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { newCustomer, payOrder, placeOrder } from "./support/shop-orders";

/**
 * Issue 27, the owner's cockpit: a customer's sale today shows on the admin's Sales page, in today's (UTC) row
 * of revenue and orders and among the best sellers. Other specs sell at the same time, so today's figures are
 * compared with what they were before this sale (at least its amount and one order more).
 */

const todayUtc = () => new Date().toISOString().slice(0, 10);
const DAY = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

async function dashboardOf(page: Page, token: string): Promise<SalesDashboard> {
  const response = await page.request.get("/api/admin/dashboard", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SalesDashboard;
}

test.describe("Sales dashboard (issue 27)", () => {
  test("issue 27: an admin sees the day's sale: today's revenue and orders include a customer's paid order, and its product leads the best sellers", async ({
    page,
    browser,
  }) => {
    test.slow(); // a sale, a payment and the admin's pages in one journey
    const admin = await adminSession(browser);
    // A price no demo product comes near, so this sale leads the best sellers whatever else sells today.
    const product = await createProduct(admin.page, admin.token, {
      name: uniqueName("Sales lathe"),
      price: 4000,
    });
    const before = (await dashboardOf(admin.page, admin.token)).days.find((d) => d.day === todayUtc())!;

    const { token } = await newCustomer(page);
    const order = await placeOrder(page, token, product._id, 50);
    await payOrder(page, token, order._id); // test card 4242 4242 4242 4242
    const total = 4000 * 50;

    await admin.page.goto("/dashboard");
    await admin.page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: SALES_TEXTS.sales, exact: true })
      .click();
    await expect(admin.page).toHaveURL("/dashboard/sales");
    await expect(admin.page.getByRole("heading", { name: SALES_TEXTS.heading, level: 1 })).toBeVisible();

    // The chart's text alternative: today's row.
    const today = admin.page
      .getByRole("table", { name: SALES_TEXTS.chartAlternative })
      .getByRole("row")
      .filter({ has: admin.page.getByRole("rowheader", { name: DAY.format(new Date()), exact: true }) });
    // allTextContents does not wait: the row comes with the dashboard's answer, after the heading.
    await expect(today.getByRole("cell")).toHaveCount(2);
    const [revenue, orders] = await today.getByRole("cell").allTextContents();
    expect(dollars(revenue!)).toBeGreaterThanOrEqual(before.revenue + total);
    expect(Number(orders)).toBeGreaterThanOrEqual(before.orders + 1);

    const best = admin.page.getByRole("region", { name: SALES_TEXTS.topProducts }).getByRole("row").nth(1);
    await expect(best.getByRole("rowheader")).toHaveText(product.name);
    await expect(best).toContainText(formatMoney(total));
    await admin.page.context().close();
  });

  test("issue 27: the Sales page fits a phone without sideways scrolling", async ({ browser }) => {
    const admin = await adminSession(browser);
    await admin.page.setViewportSize(VIEWPORTS.small);
    await admin.page.goto("/dashboard/sales");
    await expect(admin.page.getByText(SALES_TEXTS.paidOrders, { exact: true })).toBeVisible();
    const overflow = await admin.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.page.context().close();
  });
});
