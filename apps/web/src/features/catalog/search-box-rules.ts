/**
 * The search box's list (issue 42, the WAI-ARIA combobox pattern): which option the arrow keys make active.
 * -1 is none (typing goes on in the box); both ends wrap, as the pattern's list does.
 */
export function nextActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** The search a site path carries (a brand's `/shop?q=…`); '' for a product page or a category. */
export const searchOf = (href: string) => new URL(href, "http://shop.invalid").searchParams.get("q") ?? "";
