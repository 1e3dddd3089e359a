import type { Page } from "@playwright/test";

/** What the keyboard should land on: an element whose href, accessible label or text is this. */
export interface KeyTarget {
  href?: string;
  label?: string;
  text?: string;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element is the target, as a keyboard-only shopper would;
 * throws after `max` presses. The focus may pass through the browser's own UI at the page's end.
 */
export async function tabTo(page: Page, target: KeyTarget, { back = false, max = 250 } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const found = await page.evaluate((wanted) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return false;
      const label =
        element.getAttribute("aria-label") ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.closest("label")?.textContent ??
        "";
      return (
        (wanted.href === undefined || element.getAttribute("href") === wanted.href) &&
        (wanted.label === undefined || label.trim() === wanted.label) &&
        (wanted.text === undefined || (element.textContent ?? "").trim() === wanted.text)
      );
    }, target);
    if (found) return;
  }
  throw new Error(`no tab stop matched ${JSON.stringify(target)} in ${max} presses`);
}
