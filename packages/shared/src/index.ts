export * from "./catalog.js";
export * from "./errors.js";
export * from "./limits.js";
export * from "./money.js";
export * from "./reviews.js";
export * from "./texts.js";
export * from "./truncate.js";
export * from "./orders.js";
