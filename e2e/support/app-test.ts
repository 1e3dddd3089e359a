import { expect, test as base, type Page } from "@playwright/test";

export { expect };

/**
 * Returns once the app on the page is running (`data-app-ready`); at once where the page has no app. A page
 * the app sends on while it starts (a sign-out to /) is waited for at its new address.
 */
export async function appReady(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.waitForFunction(
        () => !document.getElementById("root") || document.documentElement.dataset.appReady === "true",
      );
      return;
    } catch (error) {
      if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/**
 * Makes `page.goto` return once the app on the page is running, not only once the page has loaded: a page the
 * server draws (issue 24) shows its content before its script has hydrated it, and a click in between would be
 * lost. For pages a test opens in a context of its own; the `page` fixture below is one already.
 */
export function waitingGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await appReady(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose `page` has the waiting `goto`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingGoto(page));
  },
});
