import { centsToDollars, formatMoney } from "@xpart/shared";
import PDFDocument from "pdfkit";

/** Who sells: printed at the top of every invoice. */
export const SELLER = {
  name: "X-Part",
  address: "X-Part Trade Supplies, 1 Industrial Way, Springfield, USA",
};

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
  buyer: { name: string; email: string };
  delivery: { address: string; phone: string };
  lines: InvoiceLine[];
  totalCents: number;
  /** The payment's transaction id. */
  paymentReference: string | null;
}

const money = (cents: number) => formatMoney(centsToDollars(cents));
const day = (at: Date) => at.toISOString().slice(0, 10);

const MARGIN = 50;
/** The table's columns: left edge, width, alignment (A4 is 595 points wide, 495 between the margins). */
const COLUMNS = [
  { title: "SKU", x: 50, width: 80, align: "left" },
  { title: "Product", x: 134, width: 196, align: "left" },
  { title: "Qty", x: 334, width: 40, align: "right" },
  { title: "Unit price", x: 378, width: 80, align: "right" },
  { title: "Line total", x: 462, width: 83, align: "right" },
] as const;

/**
 * The invoice as a PDF (A4, the standard Helvetica fonts: nothing to embed). Long product names and
 * addresses wrap; a table longer than a page goes on to the next one.
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Invoice ${data.number}`, Author: SELLER.name, CreationDate: data.issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(20).text(SELLER.name);
  doc.font("Helvetica").fontSize(9).text(SELLER.address).moveDown();
  doc.font("Helvetica-Bold").fontSize(14).text(`Invoice ${data.number}`);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`Date: ${day(data.issuedAt)}`);
  if (data.poNumber) doc.text(`PO number: ${data.poNumber}`);
  doc.moveDown();
  doc.font("Helvetica-Bold").text("Bill to");
  doc.font("Helvetica").text(data.buyer.name).text(data.buyer.email).moveDown(0.5);
  doc.font("Helvetica-Bold").text("Deliver to");
  doc.font("Helvetica").text(data.delivery.address).text(data.delivery.phone).moveDown();

  row(
    doc,
    COLUMNS.map((c) => c.title),
    "Helvetica-Bold",
  );
  for (const line of data.lines) {
    row(doc, [
      line.sku ?? "",
      line.productName,
      String(line.quantity),
      money(line.unitPriceCents),
      money(line.totalCents),
    ]);
  }
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12);
  doc.text(`Total: ${money(data.totalCents)}`, MARGIN, doc.y, { align: "right" });
  if (data.paymentReference) {
    doc.moveDown().font("Helvetica").fontSize(10);
    doc.text(`Paid. Payment reference: ${data.paymentReference}`, MARGIN);
  }
  doc.end();
  return done;
}

/** One table row at the current height, as tall as its tallest cell; on a new page when it would not fit. */
function row(doc: PDFKit.PDFDocument, cells: string[], font = "Helvetica") {
  doc.font(font).fontSize(10);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]!.width })));
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  cells.forEach((cell, i) => {
    const { x, width, align } = COLUMNS[i]!;
    doc.text(cell, x, top, { width, align });
  });
  doc.x = MARGIN;
  doc.y = top + height + 4;
}
