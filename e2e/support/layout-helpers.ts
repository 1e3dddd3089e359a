import type { Locator } from "@playwright/test";

/** Columns a grid shows: the number of distinct left edges among its items. */
export async function columnCount(items: Locator): Promise<number> {
  const lefts = await items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

export const VIEWPORTS = {
  small: { width: 375, height: 812 },
  medium: { width: 800, height: 1000 },
  large: { width: 1280, height: 900 },
} as const;
