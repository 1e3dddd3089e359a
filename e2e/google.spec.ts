import type { Page } from "@playwright/test";

import { expect, test } from "./support/app-test";
import { openInApp } from "./support/in-app";
import { accessTokenOf, expectSignedInBar } from "./support/sign-in";

/** The local OpenID provider playing Google (scripts/e2e-server.mjs). */
const IDP_PORT = process.env.E2E_IDP_PORT ?? "3998";
const atProvider = (url: URL) => url.port === IDP_PORT;

/**
 * Signs a new account in at the provider's development login form (any password), then grants the consent
 * the provider asks every new account for.
 */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(atProvider);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("Google sign-in", () => {
  test("ROUTE-13 STATE-06 LOGIN-05 LIM-17: from /login?from=/dashboard/blog, Google signs a new account in and lands on /dashboard/blog (a redirect, no popup)", async ({
    page,
  }) => {
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await page.goto("/dashboard/blog");
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent("/dashboard/blog")}`);
    await page.getByRole("button", { name: "Continue with Google" }).click();

    const login = `g${Date.now().toString(36)}`;
    await signInAtProvider(page, login);
    await expect(page).toHaveURL("/dashboard/blog");
    await expect(page.getByRole("heading", { name: "Questions", level: 1 })).toBeVisible();
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
    // The provider's picture address cannot be loaded here, so the initial stands in (never a broken image).
    await expectSignedInBar(page, `Google ${login}`);
    expect(popups).toEqual([]);

    await page.goto("/dashboard/profile");
    await expect(page.getByText(`${login}@example.test`, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Google ${login}`, level: 2 })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("google-new-account-profile.png"), fullPage: true });
  });

  test("SIGNUP-05: 'Continue with Google' on /signup signs in too and lands on /", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await signInAtProvider(page, `s${Date.now().toString(36)}`);
    await expect(page).toHaveURL("/");
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
  });

  test("a cancelled Google sign-in comes back to /login in red, still carrying the page to return to", async ({
    page,
  }) => {
    await page.goto(`/login?from=${encodeURIComponent("/dashboard/blog")}`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL(atProvider);
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await expect(page).toHaveURL(/\/login\?/);
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Google sign-in was cancelled. Please try again.");
    await expect(alert).toHaveCSS("color", "rgb(185, 28, 28)");
    expect(new URL(page.url()).searchParams.get("from")).toBe("/dashboard/blog");
    await page.screenshot({ path: test.info().outputPath("google-cancelled.png"), fullPage: true });

    await page.getByRole("button", { name: "Continue with Google" }).click();
    await signInAtProvider(page, `c${Date.now().toString(36)}`);
    await expect(page).toHaveURL("/dashboard/blog");
  });

  test("issue 12 (10) Google button: with Google not configured, the button and its 'OR' are hidden", async ({
    page,
  }) => {
    await page.route("**/api/sign-in-options", (route) =>
      route.fulfill({ json: { google: false, mail: true } }),
    );
    for (const path of ["/login", "/signup"]) {
      const options = page.waitForResponse("**/api/sign-in-options");
      // Entered in the app: a first load has the options in its HTML (issue 24), where no route can reach.
      await openInApp(page, path);
      await options;
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
      await expect(page.getByText("OR", { exact: true })).toHaveCount(0);
      await expect(page.getByText(/not available/)).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath("google-unavailable.png"), fullPage: true });
  });

  test("issue 12 (3) sign-up keeps where the shopper was going: Google from /signup?from= lands on that page", async ({
    page,
  }) => {
    await page.goto(`/login?from=${encodeURIComponent("/dashboard/blog")}`);
    await page.getByRole("link", { name: "Create New Account" }).click();
    await expect(page).toHaveURL(`/signup?from=${encodeURIComponent("/dashboard/blog")}`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await signInAtProvider(page, `f${Date.now().toString(36)}`);
    await expect(page).toHaveURL("/dashboard/blog");
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
  });
});
