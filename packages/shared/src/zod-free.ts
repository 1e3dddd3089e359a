/**
 * The `@xpart/shared/texts` entry: the spec's texts, the category vocabulary, limits, money and truncation
 * helpers and the plain lists, without zod, so a page that needs only these (the web app's first load) never
 * carries the schema library.
 * entries.test.ts checks that nothing here reaches zod and that index.ts exports no more than the two entries.
 */
export * from "./admin.js";
export * from "./admin-texts.js";
export * from "./account-terms.js";
export * from "./account-texts.js";
export * from "./quote-rules.js";
export * from "./approval-rules.js";
export * from "./catalog-vocabulary.js";
export * from "./search-terms.js";
export * from "./categories.js";
export * from "./company-rules.js";
export * from "./company-pricing.js";
export * from "./limits.js";
export * from "./money.js";
export * from "./order-number.js";
export * from "./order-states.js";
export * from "./purchases.js";
export * from "./page-paths.js";
export * from "./part-number-texts.js";
export * from "./password-rules.js";
export * from "./pricing.js";
export * from "./invoice-number.js";
export * from "./trade-texts.js";
export * from "./sales-dashboard-texts.js";
export * from "./quick-order-lines.js";
export * from "./plain-line.js";
export * from "./refund-texts.js";
export * from "./review-texts.js";
export * from "./shipping-texts.js";
export * from "./server-render.js";
export * from "./texts.js";
export * from "./test-cards.js";
export * from "./truncate.js";
