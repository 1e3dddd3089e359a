/**
 * The search box's words (issue 42) that the shared SEARCH_TEXTS does not have: only a screen reader hears them,
 * and no server answer says them.
 */
export const SEARCH_PAGE_TEXTS = {
  /** The polite announcement when the list under the box changes. */
  suggestionCount: (count: number) =>
    `${count} suggestion${count === 1 ? "" : "s"}, up and down arrows to choose, Enter to open.`,
};
