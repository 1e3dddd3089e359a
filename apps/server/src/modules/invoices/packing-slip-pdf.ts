import { orderNumber, SHIPPING_TEXTS } from "@xpart/shared";

import { addressBlock, letterhead, pdfDay, startPdf, table, type PdfColumn } from "./pdf-layout.js";

/** What the warehouse packs (issue 27 item 5): what goes in the box and where it goes, never a price. */
export interface PackingSlipData {
  orderId: string;
  placedAt: Date;
  poNumber: string | null;
  shipTo: { name: string; address: string; phone: string };
  /** The buyer's company, for a company's order (issue 40). */
  company: string | null;
  lines: { sku: string | null; productName: string; quantity: number }[];
  carrier: string | null;
  trackingNumber: string | null;
}

const COLUMNS: readonly PdfColumn[] = [
  { title: "SKU", x: 50, width: 110, align: "left" },
  { title: "Product", x: 164, width: 321, align: "left" },
  { title: "Qty", x: 489, width: 56, align: "right" },
];

/** The packing slip as a PDF, laid out as the invoice is (pdf-layout.ts). */
export function renderPackingSlipPdf(data: PackingSlipData): Promise<Uint8Array> {
  const title = `${SHIPPING_TEXTS.packingSlip}: order #${orderNumber(data.orderId)}`;
  const { doc, done } = startPdf({ title, createdAt: data.placedAt });

  letterhead(doc, title);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`Order date: ${pdfDay(data.placedAt)}`);
  if (data.poNumber) doc.text(`PO number: ${data.poNumber}`);
  if (data.carrier) doc.text(`${SHIPPING_TEXTS.carrier}: ${data.carrier}`);
  if (data.trackingNumber) doc.text(`${SHIPPING_TEXTS.trackingNumber}: ${data.trackingNumber}`);
  doc.moveDown();
  addressBlock(doc, "Ship to", [
    ...(data.company ? [data.company] : []),
    data.shipTo.name,
    data.shipTo.address,
    data.shipTo.phone,
  ]);
  doc.moveDown();

  table(
    doc,
    COLUMNS,
    data.lines.map((line) => [line.sku ?? "", line.productName, String(line.quantity)]),
  );
  doc.end();
  return done;
}
