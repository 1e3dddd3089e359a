import { centsToDollars, formatMoney, orderNumber, REFUND_TEXTS } from "@xpart/shared";

import { addressBlock, letterhead, MARGIN, pdfDay, startPdf, table, type PdfColumn } from "./pdf-layout.js";

/** What a credit note shows (issue 27 item 4): the invoice it corrects, the line refunded and the amount. */
export interface CreditNoteData {
  /** As printed: 'CN-2026-000007'. */
  number: string;
  issuedAt: Date;
  /** The invoice it corrects: '2026-000123'. */
  invoiceNumber: string;
  orderId: string;
  poNumber: string | null;
  /** The buyer, or their company and who ordered (bill-to.ts). */
  billTo: string[];
  line: { sku: string | null; productName: string; quantity: number; totalCents: number };
  refundedCents: number;
  restocked: boolean;
  reason: string | null;
}

const COLUMNS: readonly PdfColumn[] = [
  { title: "SKU", x: 50, width: 80, align: "left" },
  { title: "Product", x: 134, width: 240, align: "left" },
  { title: "Qty", x: 378, width: 40, align: "right" },
  { title: "Refunded", x: 422, width: 123, align: "right" },
];

const money = (cents: number) => formatMoney(centsToDollars(cents));

/** The credit note as a PDF, laid out as the invoice is (pdf-layout.ts); the refund reads as a negative amount. */
export function renderCreditNotePdf(data: CreditNoteData): Promise<Uint8Array> {
  const title = `${REFUND_TEXTS.creditNote} ${data.number}`;
  const { doc, done } = startPdf({ title, createdAt: data.issuedAt });

  letterhead(doc, title);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`Date: ${pdfDay(data.issuedAt)}`);
  doc.text(`Corrects invoice: ${data.invoiceNumber}`);
  doc.text(`Order: #${orderNumber(data.orderId)}`);
  if (data.poNumber) doc.text(`PO number: ${data.poNumber}`);
  doc.moveDown();
  addressBlock(doc, "Bill to", data.billTo);
  doc.moveDown();

  table(doc, COLUMNS, [
    [
      data.line.sku ?? "",
      data.line.productName,
      String(data.line.quantity),
      `-${money(data.refundedCents)} of ${money(data.line.totalCents)}`,
    ],
  ]);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12);
  doc.text(`Total refunded: -${money(data.refundedCents)}`, MARGIN, doc.y, { align: "right" });
  doc.moveDown().font("Helvetica").fontSize(10);
  if (data.restocked) doc.text("The goods were returned.", MARGIN);
  if (data.reason) doc.text(`Reason: ${data.reason}`, MARGIN);
  doc.end();
  return done;
}
