/** The orders module's front door: what app.ts registers and what other modules may call. */
export { ordersRoutes as ordersModule } from "./orders.routes.js";
export { ORDER_QUEUES } from "./order-expiry.js";
export {
  apiOrdersOf,
  assertOwnCheckout,
  checkoutStatusOf,
  getOwnOrder,
  linesOf,
  markCheckoutPaid,
  payableCheckoutFor,
  type HoldingLimits,
  type OrderRow,
  type PaymentSettlement,
  withPaperwork,
} from "./orders.service.js";
export {
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
export { salesPerDay, topProductsSince } from "./sales-dashboard.service.js";
export { countOrders } from "./order-admin.service.js";
export { completeRefund, failRefund, reserveRefund, type RefundRequest } from "./refund.service.js";
