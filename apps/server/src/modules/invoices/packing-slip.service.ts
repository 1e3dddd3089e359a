import { hasPackingSlip, orderNumber, SHIPPING_TEXTS } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { findProductRows } from "../catalog/index.js";
import { getOwnOrder, withPaperwork } from "../orders/index.js";

import { companyOfOrder } from "./bill-to.js";
import type { InvoiceFile } from "./invoice.service.js";
import { renderPackingSlipPdf } from "./packing-slip-pdf.js";

/**
 * GET /api/admin/orders/:id/packing-slip (issue 27 item 5): one order's slip (one line: lines ship one by one,
 * each with its own tracking), for an admin. Unknown: 404; not paid, or cancelled: 409.
 */
export async function packingSlipFor(db: Database, caller: Caller, orderId: string): Promise<InvoiceFile> {
  const found = await getOwnOrder(db, caller, orderId, { admins: true });
  if (!hasPackingSlip(found)) throw new ConflictError(SHIPPING_TEXTS.packingSlipNotPaid);
  const [order] = await withPaperwork(db, [found]);
  const { id, productId, carrier, trackingNumber, poNumber } = order!;
  const products = await findProductRows(db, productId ? [productId] : []);
  return {
    filename: `packing-slip-${orderNumber(id)}.pdf`,
    pdf: await renderPackingSlipPdf({
      orderId: id,
      placedAt: order!.createdAt,
      poNumber,
      shipTo: { name: order!.name, address: order!.address, phone: order!.phone },
      company: (await companyOfOrder(db, order!))?.name ?? null,
      lines: [
        {
          sku: (productId && products.get(productId)?.sku) ?? null,
          productName: order!.productName,
          quantity: order!.quantity,
        },
      ],
      carrier,
      trackingNumber,
    }),
  };
}
