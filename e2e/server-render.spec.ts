import type { Browser, Page } from "@playwright/test";
import { LIMITS, MAIL_TEXTS, ORDER_TEXTS, TEXTS, truncate, type Product } from "@xpart/shared";

import { signInViaApi, signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/app-test";
import { problemsOf } from "./support/console-problems";
import { newCustomer, placeOrder } from "./support/shop-orders";

/** Each server-rendered page (issue 24) and the heading its HTML carries. */
const PAGES: [path: string, heading: string][] = [
  ["/", "X-Part: auto parts and hardware tools"],
  ["/shop", TEXTS.allProducts],
  ["/login", "Login"],
  ["/signup", "Sign Up"],
  ["/forgot-password", MAIL_TEXTS.resetHeading],
  ["/contact", "Contact"],
  ["/shipping-returns", "Shipping & Returns"],
  ["/terms", "Terms of Use"],
  ["/privacy", "Privacy Policy"],
  ["/no-such-page", TEXTS.notFound],
];

/** A page as a browser without script sees it: only what the server sent. */
async function withoutScript(browser: Browser, path: string, signedIn = false): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  if (signedIn) await signUpViaApi(page);
  await page.goto(path);
  return page;
}

/** The product My Orders' test orders. */
const ORDERED = "X-Part Solid Rubber Wheel Chocks, Pair";

const firstProducts = async (page: Page, limit: number) =>
  (await (await page.request.get(`/api/products?limit=${limit}`)).json()) as Product[];

test.describe("server-rendered pages (issue 24)", () => {
  for (const [path, heading] of PAGES) {
    test(`issue 24: ${path}'s HTML, without script, has its heading`, async ({ browser }) => {
      const page = await withoutScript(browser, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.context().close();
    });
  }

  test("issue 24 SHOP-01: /shop's HTML, without script, has the first page of products in order", async ({
    browser,
  }) => {
    const page = await withoutScript(browser, "/shop");
    const products = await firstProducts(page, LIMITS.shopPageSize);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(products.length);
    await expect(cards.getByRole("heading")).toHaveText(
      products.map((product) => truncate(product.name, LIMITS.cardNameChars)),
    );
    // The largest paint: the first row's pictures come sized, with the first one fetched first.
    const first = cards.first().getByRole("img");
    await expect(first).toHaveAttribute("width", /\d+/);
    await expect(first).toHaveAttribute("srcset", /w,/);
    await page.context().close();
  });

  test("issue 24 HOME-04: /'s HTML, without script, has the hot products", async ({ browser }) => {
    const page = await withoutScript(browser, "/");
    const hot = page.getByRole("region", { name: TEXTS.topHotProduct, exact: true });
    await expect(hot.getByRole("article")).toHaveCount(LIMITS.hotProducts);
    await page.context().close();
  });

  for (const path of ["/", "/shop", "/login", "/signup", "/contact", "/no-such-page"]) {
    test(`issue 24: ${path} hydrates with no console error and asks the API for nothing it already has`, async ({
      page,
    }) => {
      const problems = problemsOf(page);
      const asked: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/") && !pathname.startsWith("/api/images/")) asked.push(pathname);
      });
      await page.goto(path, { waitUntil: "networkidle" });
      // The 404 page's own status is the one expected error line.
      expect(problems.filter((text) => !text.includes("status of 404"))).toEqual([]);
      expect(
        asked.filter((pathname) =>
          /^\/api\/(products|reviews|categories|auth|sign-in-options)/.test(pathname),
        ),
      ).toEqual([]);
    });
  }

  test("issue 24 (decision 0039): a filtered shop hydrates onto the server's markup: the same products once, the filters' lazy parts added after", async ({
    browser,
    page,
    request,
  }) => {
    const [hilux] = (await (
      await request.get("/api/vehicles", {
        params: { year: 2015, make: "Toyota", model: "Hilux" },
      })
    ).json()) as { id: number }[];
    expect(hilux).toBeDefined();
    const category = "Replacement Parts";
    for (const path of [
      `/shop?category=${encodeURIComponent(category)}`,
      `/shop?vehicle=${hilux!.id}&fits=true`,
      `/shop?vehicle=${hilux!.id}&category=${encodeURIComponent(category)}`,
    ]) {
      const drawn = await withoutScript(browser, path);
      const names = await drawn.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
      await drawn.context().close();
      expect(names.length, path).toBeGreaterThan(0);

      const problems = problemsOf(page);
      await page.goto(path, { waitUntil: "networkidle" });
      // The products the server drew, once: the filters' lazy parts add to the page, they never draw the grid again.
      await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText(names);
      expect(problems, path).toEqual([]);
    }
  });

  test("issue 24: the hydrated shop works: 'Load more' adds the next page, a category filters", async ({
    page,
  }) => {
    await page.goto("/shop", { waitUntil: "networkidle" });
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(LIMITS.shopPageSize);
    await page.getByRole("button", { name: TEXTS.loadMore }).click();
    await expect(cards).toHaveCount(LIMITS.shopPageSize * 2);
  });

  test("issue 24 ROUTE-03: the product page is drawn on the server for a signed-in visitor, a signed-out one goes to login", async ({
    browser,
  }) => {
    const signedIn = await withoutScript(browser, "/", true);
    const [product] = await firstProducts(signedIn, 1);
    await signedIn.goto(`/product/${product!._id}`);
    await expect(signedIn.getByRole("heading", { level: 1 })).toHaveText(product!.name);

    const signedOut = await withoutScript(browser, `/product/${product!._id}`);
    await expect(signedOut).toHaveURL(`/login?from=${encodeURIComponent(`/product/${product!._id}`)}`);
    await expect(signedOut.getByRole("heading", { level: 1 })).toHaveText("Login");
    await signedIn.context().close();
    await signedOut.context().close();
  });

  test("issue 24 MYORD-01: My Orders is drawn on the server for its customer alone, with their orders, and hydrates without error", async ({
    browser,
  }) => {
    const buyer = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const { account, token } = await newCustomer(buyer);
    // A demo product no other spec orders, so no stock check elsewhere moves with this order.
    const found = await buyer.request.get("/api/products", { params: { q: ORDERED } });
    const product = ((await found.json()) as Product[]).find((p) => p.name === ORDERED)!;
    await placeOrder(buyer, token, product._id, product.minOrder);
    const other = await withoutScript(browser, "/", true);

    // Both at once, from one server: each page holds its own customer's orders only.
    const [mine, theirs] = await Promise.all([
      buyer.request.get("/dashboard/myOrders"),
      other.request.get("/dashboard/myOrders"),
    ]);
    expect(mine.headers()["cache-control"]).toBe("private, no-store");
    expect(await mine.text()).toContain(product.name);
    // The token the server drew the page with never leaves it (no JWT anywhere in the page).
    expect(await mine.text()).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(await theirs.text()).not.toContain(product.name);
    expect(await theirs.text()).toContain(ORDER_TEXTS.noOrders);

    await buyer.goto("/dashboard/myOrders");
    await expect(buyer.getByRole("heading", { level: 1 })).toHaveText("My Order");
    await expect(buyer.getByRole("main").getByText(product.name).first()).toBeVisible();

    const signedOut = await withoutScript(browser, "/dashboard/myOrders");
    await expect(signedOut).toHaveURL(`/login?from=${encodeURIComponent("/dashboard/myOrders")}`);

    const live = await browser.newContext();
    const page = await live.newPage();
    await signInViaApi(page, account.email, account.password);
    const problems = problemsOf(page);
    await page.goto("/dashboard/myOrders", { waitUntil: "networkidle" });
    await expect(page.getByRole("main").getByText(product.name).first()).toBeVisible();
    expect(problems).toEqual([]);
    for (const context of [buyer.context(), other.context(), signedOut.context(), live])
      await context.close();
  });

  test("issue 24 LOGIN-10: a signed-in visitor asking for /login is sent on by the server, to the page it carries", async ({
    browser,
  }) => {
    const signedIn = await withoutScript(browser, "/", true);
    const carried = await signedIn.request.get("/login?from=%2Fshop", { maxRedirects: 0 });
    expect(carried.status()).toBe(302);
    expect(carried.headers()["location"]).toBe("/shop");
    // Sent encoded, as a header must be, whatever the address carries.
    const accented = await signedIn.request.get("/login?from=%2Fshop%3Fq%3D%C3%A9", { maxRedirects: 0 });
    expect(accented.status()).toBe(302);
    expect(accented.headers()["location"]).toBe("/shop?q=%C3%A9");
    await signedIn.goto("/login");
    await expect(signedIn).toHaveURL("/");
    await expect(signedIn.getByRole("heading", { level: 1 })).toHaveText(PAGES[0]![1]);
    const signedOut = await withoutScript(browser, "/login?from=%2Fshop");
    await expect(signedOut.getByRole("heading", { level: 1 })).toHaveText("Login");
    await signedIn.context().close();
    await signedOut.context().close();
  });

  test("issue 24: a signed-in and a signed-out visitor never see each other's page, and no cache keeps either", async ({
    browser,
  }) => {
    const signedIn = await browser.newContext();
    const visitor = await signedIn.newPage();
    const account = await signUpViaApi(visitor);
    const anonymous = await browser.newContext();
    for (let round = 0; round < 3; round += 1) {
      // At the same time: one server draws both.
      const [mine, theirs] = await Promise.all([visitor.request.get("/"), anonymous.request.get("/")]);
      const [mineHtml, theirsHtml] = [await mine.text(), await theirs.text()];
      expect(mineHtml).toContain(account.name);
      expect(theirsHtml).not.toContain(account.name);
      expect(theirsHtml).not.toContain(account.email);
      expect(mine.headers()["cache-control"]).toBe("private, no-store");
      expect(theirs.headers()["cache-control"]).toBe("no-cache");
      expect(mine.headers()["vary"]).toContain("Cookie");
      expect(theirs.headers()["vary"]).toContain("Cookie");
    }
    const problems = problemsOf(visitor);
    await visitor.goto("/", { waitUntil: "networkidle" });
    await expect(visitor.getByRole("navigation", { name: "Main" }).getByLabel(account.name)).toBeVisible();
    expect(problems).toEqual([]);
    await signedIn.close();
    await anonymous.close();
  });
});
