/**
 * The invoices module's front door: a paid checkout's invoice as a PDF, and the route app.ts registers. The
 * number itself is given by the orders module, in the transaction that marks the checkout paid.
 */
export { invoiceFileOf, type InvoiceFile } from "./invoice.service.js";
export { invoicesRoutes as invoicesModule } from "./invoices.routes.js";
export { renderStatementPdf } from "./statement-pdf.js";
export { renderQuotePdf } from "./quote-pdf.js";
