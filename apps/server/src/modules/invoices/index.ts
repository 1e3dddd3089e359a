/** The invoices module's front door: the number a paid checkout gets, its PDF, and the route app.ts registers. */
export { issueInvoice, type InvoiceNumber } from "./invoice-numbers.js";
export { invoiceFileOf, type InvoiceFile } from "./invoice.service.js";
export { invoicesRoutes as invoicesModule } from "./invoices.routes.js";
