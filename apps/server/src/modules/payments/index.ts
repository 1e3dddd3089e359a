/** The payments module's front door: what app.ts registers and what other modules may call. */
export { paymentsRoutes as paymentsModule } from "./payments.routes.js";
export { CURRENCY, paymentSettlement } from "./payments.service.js";
export { choosePaymentProvider } from "./choose-provider.js";
export { paymentAttemptsSince, type PaymentAttempts } from "./payment-failures.js";
export type { PaymentProvider, ProviderPayment } from "./payment-provider.js";
