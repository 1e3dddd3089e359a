import type { Order } from "@xpart/shared/schemas";
import { TRADE_TEXTS } from "@xpart/shared/texts";
import { FileDown } from "lucide-react";

import { useDownloadInvoice } from "#src/features/orders/api/download-invoice";
import { toast } from "#src/lib/lazy-toast";

/**
 * 'Download invoice' once the order's checkout is paid (it then has an invoice number). A button that saves the
 * PDF: a plain link would carry no token.
 */
export function InvoiceLink({ order, describedBy }: { order: Order; describedBy?: string }) {
  const download = useDownloadInvoice();
  const { invoiceNumber } = order;
  if (!invoiceNumber) return null;
  return (
    <button
      type="button"
      className="link link-hover inline-flex items-center gap-1 text-sm"
      aria-describedby={describedBy}
      aria-busy={download.isPending}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(
          { orderId: order._id, invoiceNumber },
          { onError: (error) => toast.error(error.message) },
        )
      }
    >
      <FileDown aria-hidden="true" className="size-4 shrink-0" />
      {TRADE_TEXTS.downloadInvoice}
    </button>
  );
}
