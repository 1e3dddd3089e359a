/**
 * The `@xpart/shared/schemas` entry: every zod schema of the contract (requests, answers, errors) with the
 * constants defined beside them. The `.` entry (index.ts) is this and `./texts` together.
 */
export * from "./accounts.js";
export * from "./admin-orders.js";
export * from "./shipping.js";
export * from "./refunds.js";
export * from "./admin-users.js";
export * from "./answers.js";
export * from "./catalog.js";
export * from "./catalog-cursor.js";
export * from "./search.js";
// The Add Product options, beside the schema that checks them (the whole vocabulary is in ./texts).
export { PRODUCT_CATEGORIES, type ProductCategory } from "./categories.js";
export * from "./errors.js";
export * from "./identity.js";
export * from "./orders.js";
// The order states, beside the order schema that checks them (the state machine is in ./texts).
export { orderStatuses, type OrderStatus } from "./order-states.js";
export * from "./outbox.js";
export * from "./cart.js";
export * from "./quick-order.js";
export * from "./payments.js";
export * from "./products-admin.js";
export * from "./vehicles.js";
export * from "./profile-info.js";
export * from "./reviews.js";
export * from "./text.js";
export * from "./plain-line.js";
export * from "./catalogue-transfer.js";
export * from "./companies.js";
export * from "./company-prices.js";
export * from "./on-account.js";
export * from "./quotes.js";
// The catalogue files' columns and texts serve the admin's import page only, which loads zod anyway.
export * from "./catalogue-transfer-texts.js";
export * from "./price-list-transfer-texts.js";
export * from "./addresses.js";
export * from "./sales-dashboard.js";
