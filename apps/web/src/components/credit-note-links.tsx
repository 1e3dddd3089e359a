import { useMutation } from "@tanstack/react-query";
import type { Order } from "@xpart/shared/schemas";
import { REFUND_TEXTS } from "@xpart/shared/texts";

import { DownloadButton } from "#src/components/download-button";
import { apiFile } from "#src/lib/api-client";
import { toast } from "#src/lib/lazy-toast";
import { saveFile } from "#src/lib/save-file";

/** GET /api/orders/:id/credit-notes/:number: fetched with the token (a plain link carries none) and saved. */
async function downloadCreditNote({ orderId, number }: { orderId: string; number: string }) {
  const pdf = await apiFile(
    `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`,
    { auth: true },
  );
  saveFile(pdf, `credit-note-${number}.pdf`);
}

/**
 * One 'Credit note CN-…' download per refund of the order (issue 27), for its owner on My Orders and for the
 * admin on the order's card; nothing when the order was never refunded.
 */
export function CreditNoteLinks({ order, describedBy }: { order: Order; describedBy?: string }) {
  const download = useMutation({ mutationFn: downloadCreditNote });
  if (order.refunds.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      {order.refunds.map(({ creditNote }) => (
        <DownloadButton
          key={creditNote}
          pending={download.isPending}
          describedBy={describedBy}
          onDownload={() =>
            download.mutate(
              { orderId: order._id, number: creditNote },
              { onError: (error) => toast.error(error.message) },
            )
          }
        >
          {REFUND_TEXTS.creditNote} {creditNote}
        </DownloadButton>
      ))}
    </div>
  );
}
