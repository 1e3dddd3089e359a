import type { Page } from "@playwright/test";

/** The console errors and warnings a page logs, and its uncaught errors, from now on. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}
