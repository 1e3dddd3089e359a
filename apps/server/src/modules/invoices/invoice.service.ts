import { formatInvoiceNumber, TRADE_TEXTS } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { findProductRows } from "../catalog/index.js";
import { findInvoice, getOwnOrder, linesOf, withPaperwork } from "../orders/index.js";

import { billToLines } from "./bill-to.js";
import { renderInvoicePdf, type InvoiceData } from "./invoice-pdf.js";

/** An invoice ready to send: its file name and the PDF. */
export interface InvoiceFile {
  filename: string;
  pdf: Uint8Array;
}

/** What the checkout's invoice shows, or null when none was issued (the checkout is not paid). */
async function invoiceData(db: Database, checkoutId: string): Promise<InvoiceData | null> {
  const invoice = await findInvoice(db, checkoutId);
  if (!invoice) return null;
  // Every line of a checkout has the same buyer, delivery and PO number: the first speaks for all.
  const lines = await withPaperwork(db, await linesOf(db, checkoutId));
  const first = lines[0]!;
  const productsById = await findProductRows(
    db,
    lines.flatMap((line) => line.productId ?? []),
  );
  return {
    number: formatInvoiceNumber(invoice.year, invoice.number),
    issuedAt: invoice.issuedAt,
    poNumber: first.poNumber,
    billTo: await billToLines(db, first),
    delivery: { address: first.address, phone: first.phone },
    lines: lines.map((line) => ({
      sku: (line.productId && productsById.get(line.productId)?.sku) ?? null,
      productName: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
    })),
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    paymentReference: lines.find((line) => line.transactionId)?.transactionId ?? null,
    dueOn: invoice.dueOn,
  };
}

/** The checkout's invoice as a file, or null when it has none: the paid mail's attachment. */
export async function invoiceFileOf(db: Database, checkoutId: string): Promise<InvoiceFile | null> {
  const data = await invoiceData(db, checkoutId);
  if (!data) return null;
  return { filename: `invoice-${data.number}.pdf`, pdf: await renderInvoicePdf(data) };
}

/**
 * The invoice of the checkout an order belongs to, for its owner or an admin (anyone else: 404, as if the
 * order did not exist); a 409 while the order is unpaid or was cancelled unpaid.
 */
export async function invoiceFor(db: Database, caller: Caller, orderId: string): Promise<InvoiceFile> {
  const order = await getOwnOrder(db, caller, orderId, { admins: true, company: true });
  const file = await invoiceFileOf(db, order.checkoutId);
  if (!file) throw new ConflictError(TRADE_TEXTS.invoiceNotIssued);
  return file;
}
