import type { Page } from "@playwright/test";
import { LIMITS, REVIEW_TEXTS, TEXTS } from "@xpart/shared";
import { seriousViolations } from "@xpart/test-support/axe";

import { expect, test } from "./support/app-test";
import { VIEWPORTS } from "./support/layout-helpers";
import { recordRequests, signedInCustomer } from "./support/sign-in";

// One review per customer (the server answers a second with 409): each test signs up its own customer.
// The tests of this file run in order in one worker, and no other suite adds reviews, so the review a test
// has just added is the newest on the home page.

const form = (page: Page) => ({
  name: page.getByRole("textbox", { name: "Name" }),
  rating: page.getByRole("radiogroup", { name: "Rating out of 5" }),
  stars: (count: number) => page.getByRole("radio", { name: count === 1 ? "1 star" : `${count} stars` }),
  details: page.getByRole("textbox", { name: "Review Details" }),
  submit: page.getByRole("button", { name: REVIEW_TEXTS.addReview, exact: true }),
});

const reviewCards = (page: Page) =>
  page.getByRole("region", { name: TEXTS.customersReviews, exact: true }).getByRole("article");

test.describe("Add Review", () => {
  test("REV-01..07 VAL-14/15 MSG-02 HOME-22 J6: a customer adds a review; it shows on the home page as the newest of the latest 3", async ({
    page,
  }) => {
    const account = await signedInCustomer(page, "reviewer");
    await page.goto("/dashboard/review");
    await expect(page.getByRole("heading", { name: REVIEW_TEXTS.addReview, level: 1 })).toBeVisible();
    const review = form(page);
    await expect(review.name).toHaveValue(account.name);
    await expect(review.rating.getByRole("radio")).toHaveCount(6);

    // Empty: a message for each required field, and nothing is sent.
    const posts = recordRequests(page, /^\/api\/reviews$/);
    await review.name.fill("");
    await review.submit.click();
    await expect(page.getByText(REVIEW_TEXTS.nameRequired)).toBeVisible();
    await expect(page.getByText(REVIEW_TEXTS.ratingRequired)).toBeVisible();
    await expect(page.getByText(REVIEW_TEXTS.detailsRequired)).toBeVisible();
    await expect(review.name).toBeFocused();
    expect(posts).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("add-review-messages.png"), fullPage: true });

    // The stars by keyboard: into the group, then the arrow keys choose (0 included).
    await review.name.fill(account.name);
    await review.name.press("Tab");
    await expect(review.stars(0)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(review.stars(0)).toBeChecked();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowRight");
    await expect(review.stars(4)).toBeChecked();
    await expect(review.rating.locator('[data-star="filled"]')).toHaveCount(4);
    const details = `Solid drills, fast delivery. ${account.email}`;
    await review.details.fill(details);
    await review.submit.click();

    await expect(page.getByText(REVIEW_TEXTS.reviewAdded)).toBeVisible();
    expect(posts).toEqual(["POST /api/reviews"]);
    await expect(review.details).toHaveValue("");
    await expect(review.name).toHaveValue(account.name);
    await expect(review.rating.getByRole("radio", { checked: true })).toHaveCount(0);

    // One review per customer: a second one is refused, and what was typed stays.
    await review.stars(5).click();
    await review.details.fill("A second opinion.");
    await review.submit.click();
    await expect(page.locator("main form").getByRole("alert")).toHaveText(REVIEW_TEXTS.alreadyReviewed);
    await expect(review.details).toHaveValue("A second opinion.");
    await expect(review.submit).toBeDisabled();

    await page.goto("/");
    const cards = reviewCards(page);
    await expect(cards.last().getByRole("heading")).toHaveText(account.name);
    expect(await cards.count()).toBeLessThanOrEqual(LIMITS.latestReviews);
    const newest = cards.last();
    await expect(newest.getByText(details, { exact: true })).toBeVisible();
    await expect(newest.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(newest.locator('[data-star="filled"]')).toHaveCount(4);
    await expect(newest.getByText(REVIEW_TEXTS.verifiedBuyer)).toHaveCount(0);
  });

  test("HOME-25 VAL-14 a review with markup in its name and details shows it as text, and nothing runs", async ({
    page,
    browser,
  }) => {
    const payload = "<img src=x onerror=alert(1)>";
    const dialogs: string[] = [];
    const watch = (target: Page) =>
      target.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    watch(page);
    const account = await signedInCustomer(page, "xss");
    await page.goto("/dashboard/review");
    const review = form(page);
    const name = `<b>${account.name}</b>`;
    await review.name.fill(name);
    await review.stars(0).click();
    await review.details.fill(payload);
    await review.submit.click();
    await expect(page.getByText(REVIEW_TEXTS.reviewAdded)).toBeVisible();

    // A visitor who is not signed in reads it on the home page.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await context.newPage();
    watch(visitor);
    await visitor.goto("/");
    const newest = reviewCards(visitor).last();
    await expect(newest.getByRole("heading")).toHaveText(name);
    await expect(newest.getByText(payload, { exact: true })).toBeVisible();
    await expect(newest.locator("img, b")).toHaveCount(0);
    // HOME-19: rating 0 draws no star and breaks nothing.
    await expect(newest.getByRole("img", { name: "Rated 0 out of 5" })).toBeAttached();
    await expect(newest.locator('[data-star="filled"]')).toHaveCount(0);
    await visitor.screenshot({ path: test.info().outputPath("home-review-markup.png"), fullPage: true });
    await context.close();
    expect(dialogs).toEqual([]);
  });

  for (const viewport of [VIEWPORTS.small, VIEWPORTS.large]) {
    test(`a11y: /dashboard/review at ${viewport.width} px, also with its messages, has no serious or critical axe findings`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signedInCustomer(page, "reviewaxe");
      await page.goto("/dashboard/review");
      await expect(form(page).rating).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await form(page).submit.click();
      await expect(page.getByText(REVIEW_TEXTS.ratingRequired)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
