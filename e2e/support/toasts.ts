import type { Locator, Page } from "@playwright/test";

/** A toast (react-toastify's alert) that says `text`. */
export const toast = (page: Page, text: string): Locator => page.getByRole("alert").filter({ hasText: text });
