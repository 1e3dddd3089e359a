import type { Browser, Page } from "@playwright/test";

import { newAccount, signUpViaApi, tokenFor } from "./support/accounts";
import {
  adminSession,
  createProduct,
  removeProductsAddedByTheseTests,
  uniqueName,
} from "./support/admin-fixtures";
import { expect, test, waitingGoto } from "./support/app-test";

/**
 * Issue 40 item 5: public, server-drawn and cached pages never show a company's price to anyone else. Two
 * companies' members and a visitor draw the same shop search and product page at once: each sees their own
 * price once the page has hydrated, and the server's HTML is one page at the list price for all three.
 */

/** A company of one company admin, made through the API in a browser context of its own. */
async function companyMember(browser: Browser, name: string) {
  const page = waitingGoto(await (await browser.newContext()).newPage());
  const account = await signUpViaApi(page, newAccount("prices"));
  const token = await tokenFor(page, account.email);
  const created = await page.request.post("/api/companies", {
    data: { name: uniqueName(name), billingAddress: "1 Trade Park" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { page, companyId: ((await created.json()) as { id: string }).id };
}

/** The card of the product on a shop page. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByAltText(name) });

test.describe("company prices on public pages (issue 40)", () => {
  removeProductsAddedByTheseTests();

  test("issue 40: two companies and a visitor draw /shop and a product page at once; no price crosses, the HTML is the list price's", async ({
    browser,
  }) => {
    const { page: adminPage, token: adminToken } = await adminSession(browser);
    const name = uniqueName("Caliper bracket");
    const product = await createProduct(adminPage, adminToken, { name, minOrder: 1, price: 20 });
    const [a, b] = await Promise.all([
      companyMember(browser, "Ash Motors"),
      companyMember(browser, "Birch Fleet"),
    ]);
    const visitor = waitingGoto(await (await browser.newContext()).newPage());
    // A pays a fixed $17.13; B 12.5% off the list price: $17.50.
    for (const [companyId, body] of [
      [a.companyId, { kind: "fixed", price: 17.13 }],
      [b.companyId, { kind: "percent", percentOff: 12.5 }],
    ] as const) {
      const set = await adminPage.request.put(`/api/admin/companies/${companyId}/prices/${product._id}`, {
        data: body,
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      expect(set.status(), await set.text()).toBe(200);
    }

    const viewers = [
      { page: a.page, own: "$17.13", others: ["$17.50"] },
      { page: b.page, own: "$17.50", others: ["$17.13"] },
      { page: visitor, own: null, others: ["$17.13", "$17.50"] },
    ];
    const shopUrl = `/shop?q=${encodeURIComponent(name)}`;
    const productUrl = `/product/${product._id}`;
    // The shop is public; a product page asks a visitor to sign in first (spec §2), so the members draw it.
    for (const [url, who] of [
      [shopUrl, viewers],
      [productUrl, viewers.slice(0, 2)],
    ] as const) {
      // The server's HTML, asked by all at once with their own cookies: one page, at the list price.
      const html = await Promise.all(who.map(({ page }) => page.request.get(url).then((r) => r.text())));
      for (const body of html) {
        expect(body, url).toContain("$20.00");
        for (const price of ["$17.13", "$17.50"]) expect(body, url).not.toContain(price);
      }
      // The pages, drawn at once: each member sees their own price after hydration, the visitor the list price.
      await Promise.all(who.map(({ page }) => page.goto(url)));
      for (const { page, own, others } of who) {
        const where = url === shopUrl ? cardOf(page, name) : page.getByRole("main");
        await expect(where).toContainText(own ?? "$20.00");
        if (own) await expect(where).toContainText("Your company's price");
        for (const price of others) await expect(where).not.toContainText(price);
      }
    }
    await visitor.goto(productUrl);
    await expect(visitor).toHaveURL(/\/login\?from=/);

    // A member's next page of the shop comes in one answer with their prices (GET /api/company/products): the
    // cards ask nothing more.
    const asked: string[] = [];
    a.page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/company/") || path === "/api/products") asked.push(path);
    });
    // The page knows the member is in a company once GET /api/company has answered (after hydration).
    const companyRead = a.page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/company",
    );
    await a.page.goto("/shop");
    await companyRead;
    await expect(a.page.getByRole("main").getByRole("article").first()).toBeVisible();
    await a.page.getByRole("combobox", { name: "Search products" }).fill(name);
    await expect(cardOf(a.page, name)).toContainText("$17.13");
    expect(asked).toContain("/api/company/products");
    expect(asked).not.toContain("/api/products");
  });
});
