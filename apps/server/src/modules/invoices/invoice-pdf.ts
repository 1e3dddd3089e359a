import { centsToDollars, formatMoney } from "@xpart/shared";

import { addressBlock, letterhead, MARGIN, pdfDay, startPdf, table, type PdfColumn } from "./pdf-layout.js";

export interface InvoiceLine {
  /** The product's part number, when the product still exists (orders keep a snapshot without it). */
  sku: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** What an invoice shows: the checkout as it was paid. */
export interface InvoiceData {
  /** As printed: '2026-000123'. */
  number: string;
  issuedAt: Date;
  poNumber: string | null;
  /** The buyer, or their company and who ordered (bill-to.ts). */
  billTo: string[];
  delivery: { address: string; phone: string };
  lines: InvoiceLine[];
  totalCents: number;
  /** The payment's transaction id. */
  paymentReference: string | null;
  /** An invoice on the company's account (issue 41): its due day; null for a card checkout's. */
  dueOn: string | null;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));

const COLUMNS: readonly PdfColumn[] = [
  { title: "SKU", x: 50, width: 80, align: "left" },
  { title: "Product", x: 134, width: 196, align: "left" },
  { title: "Qty", x: 334, width: 40, align: "right" },
  { title: "Unit price", x: 378, width: 80, align: "right" },
  { title: "Line total", x: 462, width: 83, align: "right" },
];

/**
 * The invoice as a PDF (pdf-layout.ts: A4, standard fonts). Long product names and addresses wrap; a table
 * longer than a page goes on to the next one.
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const { doc, done } = startPdf({ title: `Invoice ${data.number}`, createdAt: data.issuedAt });

  letterhead(doc, `Invoice ${data.number}`);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`Date: ${pdfDay(data.issuedAt)}`);
  if (data.poNumber) doc.text(`PO number: ${data.poNumber}`);
  doc.moveDown();
  addressBlock(doc, "Bill to", data.billTo);
  doc.moveDown(0.5);
  addressBlock(doc, "Deliver to", [data.delivery.address, data.delivery.phone]);
  doc.moveDown();

  table(
    doc,
    COLUMNS,
    data.lines.map((line) => [
      line.sku ?? "",
      line.productName,
      String(line.quantity),
      money(line.unitPriceCents),
      money(line.totalCents),
    ]),
  );
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12);
  doc.text(`Total: ${money(data.totalCents)}`, MARGIN, doc.y, { align: "right" });
  if (data.paymentReference) {
    doc.moveDown().font("Helvetica").fontSize(10);
    doc.text(`Paid. Payment reference: ${data.paymentReference}`, MARGIN);
  }
  if (data.dueOn) {
    doc.moveDown().font("Helvetica-Bold").fontSize(10);
    doc.text(`On account: due on ${data.dueOn}`, MARGIN);
  }
  doc.end();
  return done;
}
