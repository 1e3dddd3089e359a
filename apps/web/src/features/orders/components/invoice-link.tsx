import type { Order } from "@xpart/shared/schemas";
import { TRADE_TEXTS } from "@xpart/shared/texts";

import { DownloadButton } from "#src/components/download-button";
import { useDownloadInvoice } from "#src/features/orders/api/download-invoice";
import { toast } from "#src/lib/lazy-toast";

/** 'Download invoice' once the order's checkout is paid (it then has an invoice number). */
export function InvoiceLink({ order, describedBy }: { order: Order; describedBy?: string }) {
  const download = useDownloadInvoice();
  const { invoiceNumber } = order;
  if (!invoiceNumber) return null;
  return (
    <DownloadButton
      pending={download.isPending}
      describedBy={describedBy}
      onDownload={() =>
        download.mutate(
          { orderId: order._id, invoiceNumber },
          { onError: (error) => toast.error(error.message) },
        )
      }
    >
      {TRADE_TEXTS.downloadInvoice}
    </DownloadButton>
  );
}
