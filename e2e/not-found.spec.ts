import { TEXTS } from "@xpart/shared";

import { expect, test } from "./support/app-test";

test.describe("404 page", () => {
  for (const path of ["/no-such-page", "/shop/x/y"]) {
    test(`ROUTE-09/10/11 ERR-08 ${path} shows 'OPSS! PAGE NOT FOUND' without a login redirect`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.notFound);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByText(TEXTS.notFoundDetail, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(path);
      await page.screenshot({ path: test.info().outputPath("not-found.png"), fullPage: true });

      await page.getByRole("link", { name: TEXTS.returnHome }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { name: TEXTS.topHotProduct })).toBeVisible();
    });
  }

  test("ROUTE-12 an unknown /api path answers a JSON 404, never the app's HTML", async ({ request }) => {
    const response = await request.get("/api/nope");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["error", "message", "requestId"]));
  });

  test("ROUTE-06/07 /login and /signup are public and link to each other", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await page.getByRole("link", { name: "Create New Account" }).click();
    await expect(page).toHaveURL("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    await page.getByRole("link", { name: "Please Login" }).click();
    await expect(page).toHaveURL("/login");
  });
});
