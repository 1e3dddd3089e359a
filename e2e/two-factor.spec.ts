import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "@xpart/test-support/axe";
import { totpFromUri, wrongTotp } from "@xpart/test-support/totp";

import { expect, test } from "./support/app-test";
import {
  accessTokenOf,
  expectSignedInBar,
  loginViaForm,
  recordRequests,
  signedInCustomer,
} from "./support/sign-in";

const RED = "rgb(185, 28, 28)";

const twoFactorCard = (page: Page) => page.getByRole("region", { name: "Two-factor sign-in" });

async function signOutFromBar(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");
  await expect.poll(() => accessTokenOf(page)).toBeNull();
}

/** Types the app's code for `uri` on the card, turns two-factor on, and answers the backup codes it shows. */
async function turnOnWithCode(card: Locator, uri: string) {
  await card.getByLabel("Code from your app").fill(totpFromUri(uri));
  await card.getByRole("button", { name: "Turn on" }).click();
  await expect(card.getByText("Two-factor sign-in is on.")).toBeVisible();
  return card.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
}

/** Turns on two-factor with an authenticator app through the profile page; answers the URI and backup codes. */
async function enrolAuthenticator(page: Page, password: string) {
  await page.goto("/dashboard/profile");
  const card = twoFactorCard(page);
  await card.getByRole("button", { name: "Use an authenticator app" }).click();
  await card.getByLabel("Your password").fill(password);
  await card.getByRole("button", { name: "Continue" }).click();
  const uri = await card.getByLabel(/setup link/i).inputValue();
  const backupCodes = await turnOnWithCode(card, uri);
  await card.getByRole("button", { name: "I have saved them" }).click();
  return { uri, backupCodes };
}

test.describe("two-factor sign-in", () => {
  test("LOGIN-09 STATE-04: enrol an authenticator app on the profile; then login asks for its code, refuses a wrong one in red, accepts the right one", async ({
    page,
  }) => {
    test.slow(); // enrolment and two sign-ins, each hashing the password on the server
    const account = await signedInCustomer(page, "totp");
    await page.goto("/dashboard/profile");
    const card = twoFactorCard(page);
    await expect(card.getByText("Off", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Use an authenticator app" }).click();
    await card.getByLabel("Your password").fill(account.password);
    await card.getByRole("button", { name: "Continue" }).click();
    const uri = await card.getByLabel(/setup link/i).inputValue();
    expect(uri).toMatch(/^otpauth:\/\/totp\/X-Part/);
    const key = (await card.getByLabel("Setup key").textContent()) ?? "";
    expect(key.replace(/\s/g, "")).toBe(new URL(uri).searchParams.get("secret"));
    await page.screenshot({ path: test.info().outputPath("two-factor-setup-key.png"), fullPage: true });

    // The app's first code proves the enrolment; a wrong one does not turn anything on.
    await card.getByLabel("Code from your app").fill(wrongTotp(uri));
    await card.getByRole("button", { name: "Turn on" }).click();
    await expect(card.getByRole("alert")).toBeVisible();
    const backupCodes = await turnOnWithCode(card, uri);
    expect(backupCodes.length).toBeGreaterThanOrEqual(10);
    await page.screenshot({ path: test.info().outputPath("two-factor-backup-codes.png"), fullPage: true });
    await card.getByRole("button", { name: "I have saved them" }).click();
    await expect(card.getByText("On", { exact: true })).toBeVisible();

    await signOutFromBar(page);
    await page.goto(`/login?from=${encodeURIComponent("/dashboard/blog")}`);
    await loginViaForm(page, account.email, account.password);
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    await expect(page.getByLabel("Code from your authenticator app")).toBeFocused();
    expect(await accessTokenOf(page)).toBeNull();

    await page.getByLabel("Code from your authenticator app").fill(wrongTotp(uri));
    await page.getByRole("button", { name: "Verify" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS("color", RED);
    await expect(page).toHaveURL(/\/login/);
    expect(await accessTokenOf(page)).toBeNull();
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
    await page.screenshot({ path: test.info().outputPath("two-factor-wrong-code.png"), fullPage: true });

    await page.getByLabel("Code from your authenticator app").fill(totpFromUri(uri));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/dashboard/blog");
    await expectSignedInBar(page, account.name);
    await expect.poll(() => accessTokenOf(page)).toBeTruthy();
  });

  test("LOGIN-09 a backup code stands in for the app once; turning two-factor off asks for the password", async ({
    page,
  }) => {
    test.slow(); // enrolment, two sign-ins and turning it off, each checking the password on the server
    const account = await signedInCustomer(page, "backup");
    const { backupCodes } = await enrolAuthenticator(page, account.password);
    const card = twoFactorCard(page);
    await expect(card.getByText("On", { exact: true })).toBeVisible();
    await signOutFromBar(page);

    await page.goto("/login");
    await loginViaForm(page, account.email, account.password);
    await page.getByRole("button", { name: "Use a backup code" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/");
    await expectSignedInBar(page, account.name);

    // Turning it off asks for the password again; the next login needs no code.
    await page.goto("/dashboard/profile");
    await card.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await card.getByLabel("Your password").fill(account.password);
    await card.getByRole("button", { name: "Turn off" }).click();
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
    await signOutFromBar(page);
    await page.goto("/login");
    await loginViaForm(page, account.email, account.password);
    await expect(page).toHaveURL("/");
  });

  test("LOGIN-09 second step: 'Back to login' returns to the password form; a short code is refused before sending", async ({
    page,
  }) => {
    const account = await signedInCustomer(page, "back");
    await enrolAuthenticator(page, account.password);
    await signOutFromBar(page);

    await page.goto("/login");
    await loginViaForm(page, account.email, account.password);
    const sent = recordRequests(page, /^\/api\/auth\/two-factor\//);
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Code from your authenticator app").fill("123");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("The code has 6 digits")).toBeVisible();
    expect(sent).toEqual([]);
    await page.getByRole("button", { name: "Back to login" }).click();
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toHaveCount(0);
  });

  test("LOGIN-09 SMS enrolment: a malformed number is refused before sending; an international one gets its code sent", async ({
    page,
  }) => {
    await signedInCustomer(page, "sms");
    await page.goto("/dashboard/profile");
    const card = twoFactorCard(page);
    await card.getByRole("button", { name: "Use text messages" }).click();
    const sent = recordRequests(page, /^\/api\/auth\/phone-number\//);

    await card.getByLabel("Mobile number").fill("12345");
    await card.getByRole("button", { name: "Send code" }).click();
    await expect(card.getByText("Use the international format, e.g. +15551234567")).toBeVisible();
    expect(sent).toEqual([]);

    const phone = `+1555${String(Date.now()).slice(-7)}`;
    await card.getByLabel("Mobile number").fill(phone);
    const answer = page.waitForResponse("**/api/auth/phone-number/send-otp");
    await card.getByRole("button", { name: "Send code" }).click();
    expect((await answer).status()).toBe(200);
    await expect(card.getByText(`We texted a code to ${phone}.`)).toBeVisible();
    await expect(card.getByLabel("Code from the text message")).toBeFocused();
    await page.screenshot({ path: test.info().outputPath("two-factor-sms-code-sent.png"), fullPage: true });

    // The outbox is the server's log, out of the browser's reach: a wrong code shows the refusal in red.
    await card.getByLabel("Code from the text message").fill("000000");
    await card.getByRole("button", { name: "Verify number" }).click();
    await expect(card.getByRole("alert")).toBeVisible();
    await expect(card.getByRole("alert")).toHaveCSS("color", RED);
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
  });
});
