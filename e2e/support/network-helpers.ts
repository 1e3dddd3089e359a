import type { Page } from "@playwright/test";

/**
 * Holds every request matching `url` until the returned function is called, then lets them through.
 * Lets a test look at a loading state for as long as it needs, with no sleeps.
 */
export async function holdRoute(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

/** Answers the first `times` matching requests with a 500 in the API's error shape, then lets them through. */
export async function failRoute(page: Page, url: string | RegExp, times: number): Promise<void> {
  let failures = 0;
  await page.route(url, async (route) => {
    if (failures >= times) return route.fallback();
    failures += 1;
    await route.fulfill({
      status: 500,
      json: { error: "InternalServerError", message: "The catalogue is resting.", requestId: "e2e" },
    });
  });
}

/** Fulfils matching requests with a fixed JSON body (and a total, for product lists). */
export async function fulfillJson(
  page: Page,
  url: string | RegExp,
  body: unknown,
  total?: number,
): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      json: body,
      headers: total === undefined ? {} : { "X-Total-Count": String(total) },
    }),
  );
}
