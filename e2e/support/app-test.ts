import { expect, test as base } from "@playwright/test";

export { expect };

/**
 * Playwright's `test`, whose `page.goto` returns once the app on the page is running (its `data-app-ready`),
 * not only once the page has loaded: a page the server draws (issue 24) shows its content before its script
 * has hydrated it, and a click in between would be lost. Addresses without the app (API answers, the outbox,
 * the identity provider) return as before.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") {
        await page.waitForFunction(
          () => !document.getElementById("root") || document.documentElement.dataset.appReady === "true",
        );
      }
      return response;
    };
    await use(page);
  },
});
