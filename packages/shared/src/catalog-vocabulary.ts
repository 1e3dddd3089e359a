/* The catalogue's sort orders and answer headers, without zod: the web app's first load reads them (issue 24). */

/** The orders a shopper may sort the catalogue in; absent, it is the catalogue's own order. */
export const productSorts = ["newest", "price-asc", "price-desc", "name"] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * Total number of matching products, sent beside a page of them; counted up to a cap past the offset, and
 * then `TOTAL_COUNT_CAPPED_HEADER` says `true` (decision 0020).
 */
export const TOTAL_COUNT_HEADER = "x-total-count";
export const TOTAL_COUNT_CAPPED_HEADER = "x-total-count-capped";
/** The `after` value of the next page, sent with every full page, in every order (catalog-cursor.ts). */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
