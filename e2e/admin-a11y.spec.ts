import type { Page } from "@playwright/test";
import { ADMIN_TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { ADMIN, signInViaApi } from "./support/accounts";
import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";

/** Each admin page and what shows once its data is in. */
const PAGES = [
  {
    path: "/dashboard/addProduct",
    title: ADMIN_TEXTS.addProduct,
    ready: (page: Page) => page.getByLabel(ADMIN_TEXTS.image),
  },
  {
    path: "/dashboard/manage",
    title: ADMIN_TEXTS.manageProducts,
    ready: (page: Page) => page.getByRole("table"),
  },
  {
    path: "/dashboard/orders",
    title: ADMIN_TEXTS.orders,
    ready: (page: Page) => page.getByRole("group", { name: "Order status" }),
  },
  {
    path: "/dashboard/allOrderList",
    title: ADMIN_TEXTS.allOrderList,
    ready: (page: Page) => page.getByRole("searchbox", { name: "Search orders" }),
  },
  { path: "/dashboard/users", title: ADMIN_TEXTS.allUsers, ready: (page: Page) => page.getByRole("table") },
  {
    path: "/dashboard/activity",
    title: ADMIN_TEXTS.activity,
    ready: (page: Page) => page.getByLabel("Action", { exact: true }),
  },
  {
    path: "/dashboard/mail",
    title: ADMIN_TEXTS.mail,
    ready: (page: Page) => page.getByRole("heading", { name: ADMIN_TEXTS.caughtSms }),
  },
];

/** The page has finished loading: its spinner is gone. */
async function settled(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
}

test.describe("admin pages: accessibility (DESIGN §10)", () => {
  for (const { path, title, ready } of PAGES) {
    for (const viewport of [VIEWPORTS.small, VIEWPORTS.large]) {
      test(`a11y DASH-08: ${path} at ${viewport.width} px has its heading and no serious or critical axe violations`, async ({
        page,
      }) => {
        await signInViaApi(page, ADMIN.email, ADMIN.password);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page).toHaveTitle(`${title} | X-Part`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(ready(page)).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: test.info().outputPath(`${path.split("/").at(-1)}-${viewport.width}.png`),
          fullPage: true,
        });
      });
    }
  }

  test("a11y MANAGE-03: the Update modal is labelled, takes the focus, keeps it inside and closes on Escape", async ({
    page,
  }) => {
    await signInViaApi(page, ADMIN.email, ADMIN.password);
    await page.setViewportSize(VIEWPORTS.small);
    await page.goto("/dashboard/manage");
    const update = page.getByRole("button", { name: ADMIN_TEXTS.update }).first();
    await update.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(ADMIN_TEXTS.quantity, { exact: true })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(update).toBeFocused();
  });
});
