/** Every module's tables, for Drizzle's typed client and drizzle-kit's migration generator. */
export * from "../modules/catalog/catalog.tables.js";
export * from "../modules/catalog/fitment.tables.js";
export * from "../modules/images/images.tables.js";
export * from "../modules/reviews/reviews.tables.js";
export * from "../modules/accounts/accounts.tables.js";
export * from "./window-counters.tables.js";
export * from "../plugins/idempotency.tables.js";
export * from "../modules/orders/orders.tables.js";
export * from "../modules/payments/payments.tables.js";
export * from "../modules/audit/audit.tables.js";
export * from "../modules/profiles/profiles.tables.js";
export * from "../modules/mail/mail.tables.js";
export * from "../modules/cart/cart.tables.js";
export * from "../modules/profiles/addresses.tables.js";
export * from "../modules/orders/invoices.tables.js";
export * from "../modules/orders/refunds.tables.js";
export * from "../modules/companies/companies.tables.js";
