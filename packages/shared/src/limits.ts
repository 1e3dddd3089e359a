/** Business constants and limits from spec §9, in one place for the server, the web app and the tests. */
export const ELLIPSIS = "...";

export const LIMITS = {
  cardNameChars: 18,
  tableNameChars: 20,
  cardDescriptionChars: 90,
  hotProducts: 4,
  latestReviews: 3,
  freeDeliveryOverDollars: 140,
  defaultMinOrder: 50,
  quantityClampDelayMs: 1500,
  passwordMinLength: 6,
  ratingMin: 0,
  ratingMax: 5,
  /** Issue 12 shortened the spec's 5000 ms (decision 0013). */
  toastAutoCloseMs: 4000,
  toastsAtOnce: 3,
  shopPageSize: 12,
  productsMaxLimit: 100,
  productsDefaultLimit: 20,
} as const;
