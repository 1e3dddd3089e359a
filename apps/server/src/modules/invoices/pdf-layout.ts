import PDFDocument from "pdfkit";

/**
 * What every PDF the shop prints shares (the invoice, the packing slip): A4, the standard Helvetica fonts
 * (nothing to embed), the seller's letterhead, and tables whose rows wrap and go on to the next page.
 */

/** Who sells: printed at the top of every document. */
export const SELLER = {
  name: "X-Part",
  address: "X-Part Trade Supplies, 1 Industrial Way, Springfield, USA",
};

export const MARGIN = 50;

/** One column of a table: left edge, width, alignment (A4 is 595 points wide, 495 between the margins). */
export interface PdfColumn {
  title: string;
  x: number;
  width: number;
  align: "left" | "right";
}

/** A day as printed: '2026-05-04'. */
export const pdfDay = (at: Date) => at.toISOString().slice(0, 10);

/** A new A4 document and the promise of its bytes, fulfilled when `doc.end()` is called. */
export function startPdf(info: { title: string; createdAt: Date }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Uint8Array>;
} {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: info.title, Author: SELLER.name, CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The seller's name and address, then the document's title. */
export function letterhead(doc: PDFKit.PDFDocument, title: string) {
  doc.font("Helvetica-Bold").fontSize(20).text(SELLER.name);
  doc.font("Helvetica").fontSize(9).text(SELLER.address).moveDown();
  doc.font("Helvetica-Bold").fontSize(14).text(title);
}

/** A bold label and the lines under it, e.g. 'Deliver to' and the address. */
export function addressBlock(doc: PDFKit.PDFDocument, label: string, lines: string[]) {
  doc.font("Helvetica-Bold").fontSize(10).text(label);
  doc.font("Helvetica");
  for (const line of lines) doc.text(line);
}

/** A table: its header row, then one row per entry. */
export function table(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], rows: string[][]) {
  row(
    doc,
    columns,
    columns.map((c) => c.title),
    "Helvetica-Bold",
  );
  for (const cells of rows) row(doc, columns, cells);
}

/** One table row at the current height, as tall as its tallest cell; on a new page when it would not fit. */
function row(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], cells: string[], font = "Helvetica") {
  doc.font(font).fontSize(10);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width })));
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  cells.forEach((cell, i) => {
    const { x, width, align } = columns[i]!;
    doc.text(cell, x, top, { width, align });
  });
  doc.x = MARGIN;
  doc.y = top + height + 4;
}
