import { REFUND_TEXTS } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { findProductRows } from "../catalog/index.js";
import { getOwnOrder, withPaperwork } from "../orders/index.js";

import { billToLines } from "./bill-to.js";
import { renderCreditNotePdf } from "./credit-note-pdf.js";
import type { InvoiceFile } from "./invoice.service.js";

/**
 * GET /api/orders/:id/credit-notes/:number (issue 27 item 4): the credit note of one refund of the order, for
 * its owner or an admin (anyone else: 404, as if the order did not exist). An order never refunded has none (409,
 * as an invoice before payment); a number that is not one of this order's credit notes is a 404.
 */
export async function creditNoteFor(
  db: Database,
  caller: Caller,
  orderId: string,
  number: string,
): Promise<InvoiceFile> {
  const found = await getOwnOrder(db, caller, orderId, { admins: true, company: true });
  const [order] = await withPaperwork(db, [found]);
  // A refund is only ever of a paid order, so its checkout has an invoice.
  if (order!.refunds.length === 0 || !order!.invoiceNumber)
    throw new ConflictError(REFUND_TEXTS.noCreditNote);
  const refund = order!.refunds.find((r) => r.creditNote === number);
  if (!refund) throw new NotFoundError(REFUND_TEXTS.creditNoteNotFound);
  const products = await findProductRows(db, order!.productId ? [order!.productId] : []);
  return {
    filename: `credit-note-${refund.creditNote}.pdf`,
    pdf: await renderCreditNotePdf({
      number: refund.creditNote,
      issuedAt: refund.createdAt,
      invoiceNumber: order!.invoiceNumber,
      orderId: order!.id,
      poNumber: order!.poNumber,
      billTo: await billToLines(db, order!),
      line: {
        sku: (order!.productId && products.get(order!.productId)?.sku) ?? null,
        productName: order!.productName,
        quantity: order!.quantity,
        totalCents: order!.totalCents,
      },
      refundedCents: refund.amountCents,
      restocked: refund.restocked,
      reason: refund.reason,
    }),
  };
}
