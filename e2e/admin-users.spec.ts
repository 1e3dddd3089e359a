import type { Browser, Page } from "@playwright/test";
import { ACCESS_TEXTS, ADMIN_TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { ADMIN, newAccount, ORIGIN, signUpViaApi, type Account } from "./support/accounts";
import { adminSession } from "./support/admin-fixtures";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { expectSignedOutBar } from "./support/sign-in";
import { toast } from "./support/toasts";

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

const bodyRows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.locator("th[scope=col]") });

/** A new customer signed in in a browser context of their own: their "open tab". */
async function customerTab(browser: Browser, prefix: string): Promise<{ page: Page; account: Account }> {
  const page = await (await browser.newContext()).newPage();
  const account = await signUpViaApi(page, newAccount(prefix));
  return { page, account };
}

/** All Users searched down to one email: that account's row. */
async function userRow(admin: Page, email: string) {
  await admin.goto(`/dashboard/users?q=${encodeURIComponent(email)}`);
  const row = bodyRows(admin).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe("admin users (J8)", () => {
  test("USERS-01/02/03 J8 step 2: 'Make Admin' promotes a customer ('Successfully made an admin'), is hidden on admins' rows, and the user gets the admin menu on their next page load; demoting works back", async ({
    browser,
  }) => {
    test.slow();
    const customer = await customerTab(browser, "promoted");
    await customer.page.goto("/dashboard");
    await expect(sideMenu(customer.page).getByRole("link", { name: "Order Table" })).toBeVisible();

    const admin = (await adminSession(browser)).page;
    await admin.setViewportSize(VIEWPORTS.large);
    // USERS-02: an admin's row has no 'Make Admin'; it is the admin's own, so nothing to remove either.
    const own = await userRow(admin, ADMIN.email);
    await expect(admin.getByRole("columnheader")).toHaveText(["No.", "Email", "Role", "Created", "Actions"]);
    await expect(own.getByText("Admin", { exact: true })).toBeVisible();
    await expect(own.getByRole("button")).toHaveCount(0);

    const row = await userRow(admin, customer.account.email);
    await expect(row.getByText("Customer", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: ADMIN_TEXTS.removeUser })).toBeVisible();
    const promote = admin.waitForResponse((r) => r.request().method() === "PUT");
    await row.getByRole("button", { name: ADMIN_TEXTS.makeAdmin }).click();
    const answer = await promote;
    expect(new URL(answer.url()).pathname).toBe(
      `/api/user/admin/${encodeURIComponent(customer.account.email)}`,
    );
    await expect(toast(admin, ADMIN_TEXTS.madeAdmin)).toBeVisible();
    await expect(row.getByRole("button", { name: ADMIN_TEXTS.makeAdmin })).toHaveCount(0);
    await expect(row.getByText("Admin", { exact: true })).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath("all-users-promoted-1280.png"), fullPage: true });
    expect(await seriousViolations(admin)).toEqual([]);

    // The promoted user's next page load shows the admin menu.
    await customer.page.reload();
    await expect(sideMenu(customer.page).getByRole("link", { name: "All Users" })).toBeVisible();
    await expect(sideMenu(customer.page).getByRole("link", { name: "Order Table" })).toHaveCount(0);

    // Another admin can be demoted: the row offers 'Make Admin' again.
    await row.getByRole("button", { name: ADMIN_TEXTS.removeAdmin }).click();
    await expect(toast(admin, ADMIN_TEXTS.adminRemoved)).toBeVisible();
    await expect(row.getByRole("button", { name: ADMIN_TEXTS.makeAdmin })).toBeVisible();
    await customer.page.reload();
    await expect(sideMenu(customer.page).getByRole("link", { name: "Order Table" })).toBeVisible();
    await customer.page.context().close();
    await admin.context().close();
  });

  test("USERS-04 J8 step 3 ERR-05: a 403 on 'Make Admin' shows the error toast 'You are not authorized to do this'", async ({
    browser,
  }) => {
    const customer = await customerTab(browser, "refused");
    const admin = (await adminSession(browser)).page;
    const row = await userRow(admin, customer.account.email);
    // The admin was demoted meanwhile: the server's answer, served.
    await admin.route("**/api/user/admin/**", (route) =>
      route.fulfill({
        status: 403,
        json: { error: "Forbidden", message: ACCESS_TEXTS.notAuthorized, requestId: "e2e" },
      }),
    );
    await row.getByRole("button", { name: ADMIN_TEXTS.makeAdmin }).click();
    await expect(toast(admin, ACCESS_TEXTS.notAuthorized)).toBeVisible();
    await expect(row.getByRole("button", { name: ADMIN_TEXTS.makeAdmin })).toBeVisible();
    await customer.page.context().close();
    await admin.context().close();
  });

  test("USERS-05/06/07 J8 step 4: 'Remove User' asks first; the removed user's open tab is signed out on its next call, and they cannot sign in again", async ({
    browser,
  }) => {
    test.slow();
    const customer = await customerTab(browser, "removed");
    await customer.page.goto("/dashboard/orderTable");
    await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText("My Orders: 0");

    const admin = (await adminSession(browser)).page;
    const row = await userRow(admin, customer.account.email);
    await row.getByRole("button", { name: ADMIN_TEXTS.removeUser }).click();
    const confirm = admin.getByRole("dialog", {
      name: `${ADMIN_TEXTS.removeUser}: ${customer.account.email}?`,
    });
    await expect(confirm).toBeVisible();
    // Cancel keeps the user.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText("Customer", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: ADMIN_TEXTS.removeUser }).click();
    const removal = admin.waitForResponse((r) => r.request().method() === "DELETE");
    await confirm.getByRole("button", { name: ADMIN_TEXTS.removeUser }).click();
    const answer = await removal;
    expect(new URL(answer.url()).pathname).toBe(`/api/user/${encodeURIComponent(customer.account.email)}`);
    expect(answer.status()).toBe(200);
    await expect(toast(admin, ADMIN_TEXTS.userRemoved)).toBeVisible();
    await expect(row.getByText("Removed", { exact: true })).toBeVisible();
    await expect(row.getByRole("button")).toHaveCount(0);

    // The open tab's next call is refused: it is signed out and sent home (spec §4 Expired session).
    await sideMenu(customer.page).getByRole("link", { name: "My Order", exact: true }).click();
    await expect(customer.page).toHaveURL("/");
    await expectSignedOutBar(customer.page);
    expect(await customer.page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

    // USERS-07: signing in again is refused.
    const again = await customer.page.request.post("/api/auth/sign-in/email", {
      data: { email: customer.account.email, password: customer.account.password },
      headers: { origin: ORIGIN },
    });
    expect(again.ok()).toBe(false);
    await customer.page.context().close();
    await admin.context().close();
  });
});
