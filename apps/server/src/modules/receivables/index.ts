/**
 * The receivables module's front door (issue 41): buying on account's routes, the reminder scan's queue and
 * the webhook's hook for invoice payments; app.ts registers them. The ledger itself is the orders module's.
 */
export { applyInvoicePaymentEvent } from "./invoice-card-payment.js";
export { INVOICE_REMINDER_QUEUE, RECEIVABLES_QUEUES, sendDueInvoiceReminders } from "./invoice-reminders.js";
export { receivablesRoutes as receivablesModule } from "./receivables.routes.js";
