import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  deletedCountAnswerSchema,
  shipCheckoutAnswerSchema,
  shipOrderAnswerSchema,
  type ShippingDetailsInput,
} from "@xpart/shared/schemas";

import { apiFile, apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";
import { saveFile } from "#src/lib/save-file";

export interface ShipRequest {
  orderId: string;
  /** The carrier and tracking number (issue 27); absent, the spec's call goes out without a body. */
  details?: ShippingDetailsInput | undefined;
}

/**
 * PUT /api/orders/status/:id (admin, AORD-08): paid → shipped, with the optional shipping details; any other
 * state is a 409 with the reason.
 */
async function shipOrder({ orderId, details }: ShipRequest) {
  const { data } = await apiRequest(
    `/api/orders/status/${encodeURIComponent(orderId)}`,
    shipOrderAnswerSchema,
    { method: "PUT", auth: true, body: details },
  );
  return data;
}

/**
 * PUT /api/checkouts/:checkoutId/ship ('Ship all paid lines', issue 39): every paid line of the purchase shipped
 * at once with one carrier and tracking number; the lines not paid, shipped or refunded in full stay as they are.
 */
async function shipCheckout({ checkoutId, details }: { checkoutId: string; details?: ShippingDetailsInput }) {
  const { data } = await apiRequest(
    `/api/checkouts/${encodeURIComponent(checkoutId)}/ship`,
    shipCheckoutAnswerSchema,
    { method: "PUT", auth: true, body: details },
  );
  return data;
}

/**
 * DELETE /api/orders/:id as an admin (AORD-11): unpaid or cancelled orders only, their reserved stock released;
 * paid or shipped ones are a 409.
 */
export async function deleteOrder(orderId: string) {
  const { data } = await apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, deletedCountAnswerSchema, {
    method: "DELETE",
    auth: true,
  });
  return data;
}

/**
 * GET /api/admin/orders/:id/packing-slip (issue 27): the order's packing slip, fetched with the token (a plain
 * link would carry none) and saved as `packing-slip-<number>.pdf`.
 */
async function downloadPackingSlip({ orderId, number }: { orderId: string; number: string }) {
  const pdf = await apiFile(`/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip`, { auth: true });
  saveFile(pdf, `packing-slip-${number}.pdf`);
}

export const useDownloadPackingSlip = () => useMutation({ mutationFn: downloadPackingSlip });

/**
 * Every action ends by reading the orders again, failed or not: after a 409 the list shows the true state
 * (AORD-13), and after a delete the catalogue shows the stock that came back.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
  const ship = useMutation({ mutationFn: shipOrder, onSettled: refresh });
  const shipAll = useMutation({ mutationFn: shipCheckout, onSettled: refresh });
  const remove = useMutation({
    mutationFn: deleteOrder,
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.products.all })]),
  });
  return { ship, shipAll, remove };
}
