import type { Page } from "@playwright/test";
import { seriousViolations } from "@xpart/test-support/axe";

import { ADMIN, signInViaApi } from "./support/accounts";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { holdRoute } from "./support/network-helpers";
import {
  accessTokenOf,
  expectSignedOutBar,
  loginViaForm,
  recordRequests,
  signedInCustomer,
} from "./support/sign-in";

const CUSTOMER_MENU = [
  ["Home", "/"],
  ["Order Table", "/dashboard/orderTable"],
  ["My Order", "/dashboard/myOrders"],
  // Issue 26: the quick order sits with the customer's ordering items; the spec's four keep their order.
  ["Add Review", "/dashboard/review"],
  ["Quick order", "/dashboard/quickOrder"],
  // Issue 40: every customer may set up or run a company. 'Company orders' and 'Orders to approve' are only a
  // company member's (the latter an approver's or company admin's): this customer belongs to none.
  ["Company", "/dashboard/company"],
  ["Blog", "/dashboard/blog"],
  ["My Profile", "/dashboard/profile"],
] as const;

const ADMIN_MENU = [
  // Issue 27: the owner's sales figures come first.
  ["Sales", "/dashboard/sales"],
  ["Home", "/"],
  ["All Order List", "/dashboard/allOrderList"],
  ["Orders", "/dashboard/orders"],
  ["Manage Products", "/dashboard/manage"],
  ["Add Product", "/dashboard/addProduct"],
  ["All Users", "/dashboard/users"],
  // Issue 40: the shop's companies, their settings and price lists.
  ["Companies", "/dashboard/companies"],
  // Issue 41: money owed on account, and quotes to price and send.
  ["Receivables", "/dashboard/receivables"],
  ["Quotes", "/dashboard/admin-quotes"],
  ["Activity", "/dashboard/activity"],
  ["Mail", "/dashboard/mail"],
  // Issue 25: the catalogue's CSV import and export.
  ["Catalogue import", "/dashboard/catalogue-import"],
  ["Blog", "/dashboard/blog"],
  ["My Profile", "/dashboard/profile"],
] as const;

type Menu = readonly (readonly [string, string])[];

/** The labels of `menu` that `other` lacks: the items the other role must not be shown. */
const onlyIn = (menu: Menu, other: Menu) =>
  menu.map(([label]) => label).filter((label) => !other.some(([theirs]) => theirs === label));

const BLOG_TITLES = [
  "How to improve the performance of a React application?",
  "What are the different ways to manage state in a React application?",
  "How does prototypical inheritance work?",
  "Why should you never set state directly (products = [...]) instead of setProducts?",
  "What is a unit test and why should we write unit tests?",
];

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

/** Admin data a customer must never cause to be fetched (DASH-10): the users list and all orders. */
const ADMIN_DATA = /^GET \/api\/(user|allOrders)$/;

async function expectMenu(page: Page, items: Menu) {
  await expect(sideMenu(page).getByRole("listitem")).toHaveText([
    ...items.map(([label]) => label),
    "Sign Out",
  ]);
  for (const [label, href] of items)
    await expect(sideMenu(page).getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      href,
    );
}

test.describe("dashboard menus and guards", () => {
  test("DASH-01/02/13/14/17/18 SIGNUP-10: a customer's side menu, in order, and each item opens its route", async ({
    page,
  }) => {
    test.slow(); // opens every menu item in turn
    await signedInCustomer(page, "menu");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
    await expectMenu(page, CUSTOMER_MENU);
    await expect(sideMenu(page).getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const admin of onlyIn(ADMIN_MENU, CUSTOMER_MENU))
      await expect(sideMenu(page).getByRole("link", { name: admin, exact: true })).toHaveCount(0);
    // A customer in no company: no company's orders, nothing to approve.
    for (const member of ["Company orders", "Orders to approve"])
      await expect(sideMenu(page).getByRole("link", { name: member, exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("dashboard-customer-1280.png"), fullPage: true });

    for (const [label, href] of CUSTOMER_MENU) {
      await page.goto("/dashboard/profile");
      await sideMenu(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
    }
  });

  test("DASH-08/12/14/17/18: an admin's side menu, in order, and each item opens its admin page", async ({
    page,
  }) => {
    test.slow(); // opens every menu item in turn
    await signInViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto("/dashboard");
    await expectMenu(page, ADMIN_MENU);
    for (const customer of onlyIn(CUSTOMER_MENU, ADMIN_MENU))
      await expect(sideMenu(page).getByRole("link", { name: customer, exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("dashboard-admin-1280.png"), fullPage: true });

    for (const [label, href] of ADMIN_MENU) {
      await page.goto("/dashboard/profile");
      await sideMenu(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
      // The admin pages render for the admin (their content is other issues' work).
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(href);
    }
  });

  test("DASH-10 LOGIN-10 ROLE-06: a customer opening /dashboard/users lands on /login, is not sent back, and no admin data is asked for", async ({
    page,
  }) => {
    await signedInCustomer(page, "notadmin");
    const requests = recordRequests(page, /^\/api\//);
    await page.goto("/dashboard/users");
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent("/dashboard/users")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await expect(page.getByRole("note")).toHaveText("Please sign in with an admin account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    // The admin check has answered "no" and nothing moves any more: still on /login.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/login\?/);
    expect(requests.filter((request) => ADMIN_DATA.test(request))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("login-admin-required.png"), fullPage: true });

    // J2 step 6: an admin signs in from here and lands on the admin route, after the admin check's spinner.
    const release = await holdRoute(page, "**/api/admin/**");
    await loginViaForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL("/dashboard/users");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL("/dashboard/users");
    await expectMenu(page, ADMIN_MENU);
  });

  test("DASH-09/11: signed out, /dashboard/orders → /login; an admin logs in and lands there once the admin check says so", async ({
    page,
  }) => {
    await page.goto("/dashboard/orders");
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent("/dashboard/orders")}`);
    await expect(page.getByRole("note")).toHaveCount(0);
    const release = await holdRoute(page, "**/api/admin/**");
    await loginViaForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL("/dashboard/orders");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectMenu(page, ADMIN_MENU);
  });

  test("DASH-15 NAV-05: Sign Out in the side menu ends the session, clears accessToken and goes to /", async ({
    page,
  }) => {
    await signedInCustomer(page, "sidesignout");
    await page.goto("/dashboard/blog");
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
    await sideMenu(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expectSignedOutBar(page);
    await expect.poll(() => accessTokenOf(page)).toBeNull();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent("/dashboard")}`);
  });

  test("ROUTE-15: an unknown dashboard path shows the 404 page", async ({ page }) => {
    await signedInCustomer(page, "nope");
    await page.goto("/dashboard/nope");
    await expect(page.getByRole("heading", { name: "OPSS! PAGE NOT FOUND" })).toBeVisible();
  });

  test("DASH-19 at 375 px the menu opens from a toggle, keeps the focus, closes with Escape and on navigation", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.small);
    await signedInCustomer(page, "drawer");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
    const toggle = page.getByRole("button", { name: "Dashboard menu" });
    await expect(sideMenu(page)).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("dashboard-customer-375.png"), fullPage: true });

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const drawer = page.getByRole("dialog", { name: "Dashboard menu" });
    await expect(drawer).toBeVisible();
    await expect(sideMenu(page).getByRole("link", { name: "Home" })).toBeFocused();
    await page.screenshot({
      path: test.info().outputPath("dashboard-drawer-375-open.png"),
      animations: "disabled",
    });
    // Tab cycles inside the open drawer: past Sign Out comes the close button, then Home again.
    for (let i = 0; i < CUSTOMER_MENU.length; i += 1) await page.keyboard.press("Tab");
    await expect(sideMenu(page).getByRole("button", { name: "Sign Out" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await sideMenu(page).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/dashboard/blog");
    await expect(sideMenu(page)).toBeHidden();
    await expect(page.getByRole("heading", { name: "Questions", level: 1 })).toBeVisible();
  });

  test("STATE-18 ERR-07: a 401 on the user's own data signs out, clears accessToken and goes to /", async ({
    page,
  }) => {
    await signedInCustomer(page, "expired");
    await page.goto("/dashboard/blog");
    await expect(sideMenu(page).getByRole("link", { name: "Blog" })).toBeVisible();
    expect(await accessTokenOf(page)).toBeTruthy();
    // The identity session is over for the API: even a fresh token is refused.
    await page.route("**/api/admin/**", (route) =>
      route.fulfill({
        status: 401,
        json: { error: "Unauthorized", message: "Please sign in", requestId: "e2e" },
      }),
    );
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL("/");
    await expectSignedOutBar(page);
    await expect.poll(() => accessTokenOf(page)).toBeNull();
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });

  test("STATE-18: a 403 on the user's own data signs out as well", async ({ page }) => {
    await signedInCustomer(page, "forbidden");
    await page.route("**/api/admin/**", (route) =>
      route.fulfill({
        status: 403,
        json: { error: "Forbidden", message: "Not yours", requestId: "e2e" },
      }),
    );
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/");
    await expectSignedOutBar(page);
    await expect.poll(() => accessTokenOf(page)).toBeNull();
  });
});

test.describe("blog", () => {
  test("BLOG-01/02/03 DASH-07: five questions with distinct titles, each answer about its title, opened by keyboard", async ({
    page,
  }) => {
    await signedInCustomer(page, "blog");
    await page.goto("/dashboard/blog");
    await expect(page.getByRole("heading", { name: "Questions", level: 1 })).toBeVisible();
    const items = page.locator("details");
    const titles = page.locator("details > summary");
    await expect(titles).toHaveText(BLOG_TITLES);
    expect(new Set(await titles.allTextContents()).size).toBe(5);

    const answerWords = [/Profiler/, /useState/, /prototype chain/, /setProducts/, /in isolation/];
    for (let i = 0; i < BLOG_TITLES.length; i += 1) {
      const item = items.nth(i);
      await titles.nth(i).focus();
      await page.keyboard.press("Enter");
      await expect(item).toHaveAttribute("open", "");
      await expect(item.locator(".collapse-content")).toBeVisible();
      await expect(item.locator(".collapse-content")).toContainText(answerWords[i]!);
    }
    await page.screenshot({ path: test.info().outputPath("blog-1280.png"), fullPage: true });
    await page.keyboard.press("Space");
    await expect(items.nth(4)).not.toHaveAttribute("open", "");
  });

  test("DASH-07 the blog is open to admins too", async ({ page }) => {
    await signInViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto("/dashboard/blog");
    await expect(page.locator("details > summary")).toHaveCount(5);
  });
});

test.describe("profile", () => {
  test("PROF-01..07 DASH-02 NAV-07: initial for a missing photo, name, email, no social buttons without links, 'More info' with 'Add Info'", async ({
    page,
  }) => {
    const account = await signedInCustomer(page, "profile");
    for (const path of ["/dashboard", "/dashboard/profile"]) {
      await page.goto(path);
      const card = page.getByRole("region", { name: account.name });
      await expect(card.getByRole("img", { name: account.name })).toHaveText(
        account.name.charAt(0).toUpperCase(),
      );
      await expect(card.getByRole("heading", { name: account.name })).toBeVisible();
      await expect(card.getByText(account.email, { exact: true })).toBeVisible();
      // No info record yet: the social buttons are hidden, never someone else's profile (PROF-05).
      await expect(card.getByText("Add your profile links under More info.")).toBeVisible();
      await expect(card.getByRole("link")).toHaveCount(0);
      await expect(card.getByRole("button")).toHaveCount(0);
      const moreInfo = page.getByRole("region", { name: "More info" });
      await expect(moreInfo.getByRole("button", { name: "Add Info" })).toBeVisible();
      await expect(moreInfo.getByText("Not added yet")).toHaveCount(3);
    }
    await page.screenshot({ path: test.info().outputPath("profile-1280.png"), fullPage: true });
    await page.setViewportSize(VIEWPORTS.small);
    await page.screenshot({ path: test.info().outputPath("profile-375.png"), fullPage: true });
  });

  test("profile update: a new display name and photo show at once, with 'Updated Successfully'", async ({
    page,
  }) => {
    const account = await signedInCustomer(page, "rename");
    await page.goto("/dashboard/profile");
    const form = page.getByRole("region", { name: "Edit profile" });
    await expect(form.getByLabel("Display name")).toHaveValue(account.name);

    await form.getByLabel("Display name").fill("");
    await form.getByLabel("Photo URL").fill("ftp://example.test/me.png");
    const sent = recordRequests(page, /^\/api\/auth\/update-user$/);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(
      form.getByText("Please enter a web address starting with http:// or https://"),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await form.getByLabel("Display name").fill("Renamed Buyer");
    await form.getByLabel("Photo URL").fill("");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Updated Successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Renamed Buyer", level: 2 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("img", { name: "Renamed Buyer" }),
    ).toHaveText("R");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Renamed Buyer", level: 2 })).toBeVisible();
  });

  test("ERR-03: a refused profile update shows the provider's message in red under the form", async ({
    page,
  }) => {
    await signedInCustomer(page, "refused");
    await page.goto("/dashboard/profile");
    await page.route("**/api/auth/update-user", (route) =>
      route.fulfill({ status: 400, json: { code: "BAD_REQUEST", message: "The photo could not be used" } }),
    );
    const form = page.getByRole("region", { name: "Edit profile" });
    await form.getByLabel("Photo URL").fill("https://example.test/me.png");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByRole("alert")).toHaveText("The photo could not be used");
    await expect(form.getByRole("alert")).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(page.getByText("Updated Successfully")).toHaveCount(0);
  });

  for (const viewport of [VIEWPORTS.small, VIEWPORTS.large]) {
    test(`a11y: /dashboard and /dashboard/blog at ${viewport.width} px have no serious axe findings`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signedInCustomer(page, "axe");
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto("/dashboard/blog");
      await expect(page.locator("details")).toHaveCount(5);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
