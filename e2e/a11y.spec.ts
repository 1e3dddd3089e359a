import type { Page } from "@playwright/test";
import { TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";

const PAGES = [
  {
    path: "/",
    // The reviews have arrived: none yet, or some (reviews.spec adds them to the shared server).
    ready: (page: Page) => {
      const reviews = page.getByRole("region", { name: TEXTS.customersReviews });
      return reviews.getByText(TEXTS.noReviews).or(reviews.getByRole("article").first());
    },
  },
  { path: "/shop", ready: (page: Page) => page.getByRole("button", { name: TEXTS.loadMore }) },
  { path: "/no-such-page", ready: (page: Page) => page.getByRole("link", { name: TEXTS.returnHome }) },
  // The footer's help and legal pages (issue 12).
  ...["/contact", "/shipping-returns", "/terms", "/privacy"].map((path) => ({
    path,
    ready: (page: Page) => page.getByRole("heading", { level: 1 }),
  })),
];

for (const { path, ready } of PAGES) {
  for (const viewport of [VIEWPORTS.small, VIEWPORTS.large]) {
    test(`a11y: ${path} at ${viewport.width} px has no serious or critical axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
