/** The orders module's front door: what app.ts registers and what other modules may call. */
export { ordersRoutes as ordersModule } from "./orders.routes.js";
export { ORDER_QUEUES } from "./order-expiry.js";
export {
  getOwnOrder,
  markOrderPaid,
  orderStatusOf,
  payableOrderFor,
  toApiOrder,
  type PaymentSettlement,
} from "./orders.service.js";
export { paidBuyersAmong } from "./buyers.js";
export { unpaidOrdersCreatedBetween } from "./order-mail.js";
export { orderTotals } from "./order-totals.js";
