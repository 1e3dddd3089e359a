import {
  AGEING_LABELS,
  ageingBuckets,
  formatMoney,
  INVOICE_STATUS_LABELS,
  ON_ACCOUNT_TEXTS,
  TERM_LABELS,
  type Statement,
} from "@xpart/shared";

import { letterhead, MARGIN, startPdf, table, type PdfColumn } from "./pdf-layout.js";

const COLUMNS: readonly PdfColumn[] = [
  { title: "Invoice", x: 50, width: 70, align: "left" },
  { title: "PO", x: 124, width: 60, align: "left" },
  { title: "Due", x: 188, width: 62, align: "left" },
  { title: "Overdue", x: 254, width: 44, align: "right" },
  { title: "Total", x: 302, width: 70, align: "right" },
  { title: "Paid/credited", x: 376, width: 75, align: "right" },
  { title: "Owed", x: 455, width: 90, align: "right" },
];

/**
 * A company's statement as a PDF (issue 41), laid out as the invoices are (pdf-layout.ts): terms, limit and
 * balance, every unpaid invoice on account, and the ageing of the balance: the figures of the Statement page.
 */
export function renderStatementPdf(statement: Statement, printedAt: Date): Promise<Uint8Array> {
  const title = `${ON_ACCOUNT_TEXTS.statement}: ${statement.companyName}`;
  const { doc, done } = startPdf({ title, createdAt: printedAt });
  letterhead(doc, title);
  doc.font("Helvetica").fontSize(10);
  doc.text(`As of: ${statement.today}`);
  doc.text(`${ON_ACCOUNT_TEXTS.terms}: ${TERM_LABELS[statement.terms.paymentTerms]}`);
  doc.text(`Credit limit: ${formatMoney(statement.terms.creditLimit)}`);
  if (statement.terms.onHold) doc.font("Helvetica-Bold").text(ON_ACCOUNT_TEXTS.onHold).font("Helvetica");
  doc.moveDown();
  if (statement.invoices.length)
    table(
      doc,
      COLUMNS,
      statement.invoices.map((i) => [
        i.number,
        i.poNumber ?? "",
        `${i.dueOn} (${INVOICE_STATUS_LABELS[i.status]})`,
        String(i.daysOverdue),
        formatMoney(i.total),
        formatMoney(i.paid + i.credited),
        formatMoney(i.owed),
      ]),
    );
  else doc.text(ON_ACCOUNT_TEXTS.noOpenInvoices);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(12);
  doc.text(`${ON_ACCOUNT_TEXTS.balance}: ${formatMoney(statement.terms.balance)}`, MARGIN, doc.y, {
    align: "right",
  });
  doc.moveDown().font("Helvetica").fontSize(10);
  for (const bucket of ageingBuckets)
    doc.text(`${AGEING_LABELS[bucket]}: ${formatMoney(statement.ageing[bucket])}`, MARGIN);
  doc.end();
  return done;
}
