import { expect, type Page } from "@playwright/test";

import { newAccount, signUpViaApi, type Account } from "./accounts";

/** Fills the Login form and submits it. */
export async function loginViaForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Every request whose path matches, as "METHOD /path", from now on. */
export function recordRequests(page: Page, path: RegExp): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (path.test(pathname)) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

export const accessTokenOf = (page: Page) => page.evaluate(() => localStorage.getItem("accessToken"));

/** A new customer, signed in through the API; the next page load is signed in. */
export async function signedInCustomer(page: Page, prefix = "buyer"): Promise<Account> {
  return signUpViaApi(page, newAccount(prefix));
}

/** The bar of a signed-in visitor (NAV-03/04/06): Dashboard, Sign Out and the avatar; no Login. */
export async function expectSignedInBar(page: Page, name: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign Out", exact: true })).toBeVisible();
  await expect(nav.getByRole("img", { name, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
}

/** The bar of a signed-out visitor: Login, no Dashboard, Sign Out or avatar. */
export async function expectSignedOutBar(page: Page): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("button", { name: "Sign Out", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("img")).toHaveCount(0);
}
