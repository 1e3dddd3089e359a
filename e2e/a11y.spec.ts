import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { TEXTS } from "@xpart/shared";

import { VIEWPORTS } from "./support/layout-helpers";

/** WCAG 2.2 A/AA rules; a serious or critical finding fails the page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

const PAGES = [
  { path: "/", ready: (page: Page) => page.getByText(TEXTS.noReviews) },
  { path: "/shop", ready: (page: Page) => page.getByRole("button", { name: TEXTS.loadMore }) },
  { path: "/no-such-page", ready: (page: Page) => page.getByRole("link", { name: TEXTS.returnHome }) },
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
