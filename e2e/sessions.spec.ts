import type { Page } from "@playwright/test";

import { ORIGIN } from "./support/accounts";
import { expect, test } from "./support/app-test";
import { PRODUCTS, newCustomer, placeOrder, productNamed } from "./support/shop-orders";
import { accessTokenOf, expectSignedOutBar, recordRequests, signedInCustomer } from "./support/sign-in";

const SESSION_ENDED = "Your session has ended. Please sign in again.";
const tokenCalls = (seen: string[]) => seen.filter((call) => /^PUT \/api\/user\/[^/]+$/.test(call));

/** Ends the page's identity session on the server, as an expiry or a removal would; its cookie goes too. */
async function endSessionOnServer(page: Page) {
  const res = await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: ORIGIN } });
  expect(res.ok()).toBe(true);
}

/** A customer signed in on the home page, with a stored token, whose session then ends on the server. */
async function signInThenEndSessionOnServer(page: Page) {
  await signedInCustomer(page);
  await page.goto("/");
  await expect.poll(() => accessTokenOf(page)).toBeTruthy();
  await endSessionOnServer(page);
}

test.describe("issue 12: sessions", () => {
  test("issue 12 (1) silent sign-outs from page loads: reloads and new tabs reuse the stored accessToken", async ({
    page,
    context,
  }) => {
    await signedInCustomer(page);
    await page.goto("/dashboard/myOrders");
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
    const token = await accessTokenOf(page);

    const seen = recordRequests(page, /^\/api\//);
    for (let i = 0; i < 5; i += 1) {
      await page.reload();
      await expect(page.getByRole("heading", { name: /^My Order/ })).toBeVisible();
    }
    const second = await context.newPage();
    const seenInSecond = recordRequests(second, /^\/api\//);
    await second.goto("/dashboard/myOrders");
    await expect(second.getByRole("heading", { name: /^My Order/ })).toBeVisible();

    expect(tokenCalls(seen)).toEqual([]);
    expect(tokenCalls(seenInSecond)).toEqual([]);
    expect(await accessTokenOf(page)).toBe(token);
  });

  test("issue 12 (1) silent sign-outs from page loads: a 429 on the token call is waited out, never a sign-out", async ({
    page,
  }) => {
    await signedInCustomer(page);
    let refused = 0;
    await page.route(/\/api\/user\/[^/]+$/, async (route) => {
      if (route.request().method() === "PUT" && refused === 0) {
        refused += 1;
        return route.fulfill({
          status: 429,
          headers: { "Retry-After": "1" },
          json: { error: "Too Many Requests", message: "Too many requests. Please try again in 1 seconds." },
        });
      }
      return route.continue();
    });
    // No stored token yet: this load must ask for one and meets the 429.
    await page.goto("/dashboard/myOrders");
    await expect(page.getByRole("heading", { name: /^My Order/ })).toBeVisible();
    await expect(page).toHaveURL("/dashboard/myOrders");
    expect(refused).toBe(1);
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
  });

  test("issue 12 (2) sessions end with a word: a session ended on the server signs out with the message", async ({
    page,
  }) => {
    await signInThenEndSessionOnServer(page);
    // The next call with the token is refused (401) and no new token can be had: the session has ended.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard", exact: true })
      .click();
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expectSignedOutBar(page);
    expect(await accessTokenOf(page)).toBeNull();
  });

  test("issue 12 (2) sessions end with a word: a session that ended while away is named on the next visit", async ({
    page,
  }) => {
    await signInThenEndSessionOnServer(page);
    await page.reload();
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await expectSignedOutBar(page);
  });

  test("issue 12 (2) sessions end with a word: Sign Out in one tab signs the other out at once", async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await signedInCustomer(first);
    await first.goto("/");
    await second.goto("/dashboard/myOrders");
    await expect(second.getByRole("heading", { name: /^My Order/ })).toBeVisible();

    await first.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
    await expectSignedOutBar(first);
    // No reload in the second tab: it hears of the sign-out, says so, and leaves the private page.
    await expectSignedOutBar(second);
    await expect(second.getByText(SESSION_ENDED)).toBeVisible();
    await expect(second).toHaveURL(/\/login\?from=/);
  });
});

test.describe("issue 12 (3) sign-up keeps where the shopper was going", () => {
  test("issue 12 (3) sign-up keeps where the shopper was going: 'Create New Account' carries from, and sign-up lands there", async ({
    page,
  }) => {
    const from = "/dashboard/blog";
    await page.goto(from);
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(from)}`);
    await page.getByRole("link", { name: "Create New Account" }).click();
    await expect(page).toHaveURL(`/signup?from=${encodeURIComponent(from)}`);
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.getByLabel("Name").fill("Returning Shopper");
    await page.getByLabel("Email").fill(`from-${id}@example.test`);
    await page.getByLabel("Password", { exact: true }).fill("bolt-and-nut-7");
    await page.getByRole("button", { name: "SIGNUP", exact: true }).click();
    await expect(page).toHaveURL(from);
    await expect(page.getByRole("heading", { name: "Questions", level: 1 })).toBeVisible();
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
  });
});

test.describe("issue 12 (9) test cards in production", () => {
  test("issue 12 (9) test cards in production: without a processor the payment page says so and takes no card", async ({
    page,
  }) => {
    const { token } = await newCustomer(page);
    const product = await productNamed(page.request, PRODUCTS.pay);
    const order = await placeOrder(page, token, product._id, product.minOrder);
    await page.route("**/api/payment-config", (route) =>
      route.fulfill({ json: { provider: "none", publishableKey: null } }),
    );
    const seen = recordRequests(page, /^\/api\//);
    await page.goto(`/dashboard/payment/${order._id}`);
    await expect(page.getByText("Payments are not configured in this shop yet")).toBeVisible();
    await expect(page.getByLabel(/card number/i)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
    expect(seen.filter((call) => /payment-intent|test-cards/.test(call))).toEqual([]);
  });
});

test.describe("issue 12 (11) toasts", () => {
  test("issue 12 (11) toasts: they never cover the navbar and never stack more than 3", async ({ page }) => {
    // Toasts close when their progress bar's animation ends: frozen animations keep every one on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Animation.enable");
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await signedInCustomer(page);
    await page.goto("/dashboard/profile");
    const save = page.getByRole("button", { name: "Save changes" });
    for (let i = 0; i < 5; i += 1) {
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText("Updated Successfully").first()).toBeVisible();
    }
    await expect(save).toBeEnabled();
    await expect(page.locator(".Toastify__toast")).toHaveCount(3);

    const header = await page.locator("header").first().boundingBox();
    const toasts = await page.locator(".Toastify__toast-container").boundingBox();
    expect(header && toasts).toBeTruthy();
    expect(toasts!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  });
});
