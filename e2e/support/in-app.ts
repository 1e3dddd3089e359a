import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` the way a shopper reaches it from another page of the shop: the browser asks for the page's
 * data itself, so a test can hold, fail or replace those calls with `page.route`. A first load cannot: the
 * server draws the public pages with their data in the HTML (issue 24), and server-render.spec covers that.
 * `from` is a server-drawn page with no data of its own; once its app is running, the router is sent on.
 */
export async function openInApp(page: Page, path: string, from = "/contact"): Promise<void> {
  await page.goto(from, { waitUntil: "networkidle" });
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(path);
}
