import { useMutation } from "@tanstack/react-query";

import { apiFile } from "#src/lib/api-client";
import { saveFile } from "#src/lib/save-file";

/**
 * GET /api/orders/:id/invoice: the PDF of a paid order's checkout, fetched with the token and saved as
 * `invoice-<number>.pdf`.
 */
async function downloadInvoice({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const pdf = await apiFile(`/api/orders/${encodeURIComponent(orderId)}/invoice`, {
    auth: true,
    ownData: true,
  });
  saveFile(pdf, `invoice-${invoiceNumber}.pdf`);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
