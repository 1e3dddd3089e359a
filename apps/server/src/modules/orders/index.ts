/** The orders module's front door: what app.ts registers and what other modules may call. */
export { ordersRoutes as ordersModule } from "./orders.routes.js";
export { ORDER_QUEUES } from "./order-expiry.js";
export {
  apiOrdersOf,
  assertOwnCheckout,
  checkoutStatusOf,
  getOwnOrder,
  linesOf,
  type OrderRow,
  withPaperwork,
} from "./orders.service.js";
export type { HoldingLimits } from "./order-holds.js";
export { orderPlacementRoute } from "./order-placement.routes.js";
export { markCheckoutPaid, payableCheckoutFor } from "./order-payment.service.js";
export type { PaymentSettlement } from "./order-transitions.service.js";
export {
  checkoutAnswerOf,
  placeCheckout,
  type BillingDetails,
  type CheckoutLine,
  type CheckoutRules,
  type PlacedCheckout,
} from "./checkout.service.js";
export { findInvoice, type InvoiceNumber } from "./invoice-numbers.js";
export { paidBuyersAmong } from "./buyers.js";
export { unpaidOrdersCreatedBetween } from "./order-mail.js";
export { orderTotals } from "./order-totals.js";
export { salesPerDay, topCompaniesSince, topProductsSince } from "./sales-aggregates.service.js";
export { countOrders } from "./order-admin.service.js";
export { completeRefund, failRefund, reserveRefund, type RefundRequest } from "./refund.service.js";
export { accountCreditOf, creditAnswer, type AccountCredit } from "./account-credit.js";
export { ageingByCompany, invoicesToRemind, unpaidInvoicesOf } from "./invoice-queries.js";
export {
  invoiceById,
  invoiceNumberOf,
  lockInvoice,
  recordInvoicePayment,
  refusePayment,
  type InvoicePayment,
} from "./invoice-ledger.js";
export {
  cardIntentByKey,
  cardIntentOf,
  markReminderSent,
  remindersSentOf,
  saveCardIntent,
  type CardIntent,
} from "./invoice-records.js";
export { recordBankTransfer, type BankTransfer } from "./bank-transfer.js";
