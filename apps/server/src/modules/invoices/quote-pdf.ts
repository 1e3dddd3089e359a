import { formatMoney, QUOTE_TEXTS, type Quote } from "@xpart/shared";

import { addressBlock, letterhead, MARGIN, pdfDay, startPdf, table, type PdfColumn } from "./pdf-layout.js";

const COLUMNS: readonly PdfColumn[] = [
  { title: "SKU", x: 50, width: 80, align: "left" },
  { title: "Product", x: 134, width: 200, align: "left" },
  { title: "Qty", x: 338, width: 50, align: "right" },
  { title: "Unit price", x: 392, width: 70, align: "right" },
  { title: "Total", x: 466, width: 79, align: "right" },
];

/** A quote as a PDF (issue 41 item 4), laid out as the invoices are: its number, validity, lines and total. */
export function renderQuotePdf(quote: Quote, printedAt: Date): Promise<Uint8Array> {
  const title = `Quote ${quote.number}`;
  const { doc, done } = startPdf({ title, createdAt: printedAt });
  letterhead(doc, title);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`Date: ${pdfDay(printedAt)}`);
  if (quote.validUntil) doc.text(`${QUOTE_TEXTS.validUntil}: ${quote.validUntil}`);
  doc.moveDown();
  addressBlock(doc, "For", [quote.companyName, `${quote.requestedBy.name} (${quote.requestedBy.email})`]);
  doc.moveDown();
  table(
    doc,
    COLUMNS,
    quote.lines.map((l) => [
      l.sku ?? "",
      l.productName,
      String(l.quantity),
      l.price === null ? "" : formatMoney(l.price),
      l.total === null ? "" : formatMoney(l.total),
    ]),
  );
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12);
  if (quote.total !== null) doc.text(`Total: ${formatMoney(quote.total)}`, MARGIN, doc.y, { align: "right" });
  doc.moveDown().font("Helvetica").fontSize(10);
  if (quote.adminNote) doc.text(quote.adminNote, MARGIN);
  doc.end();
  return done;
}
