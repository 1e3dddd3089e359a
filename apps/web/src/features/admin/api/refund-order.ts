import { useMutation, useQueryClient } from "@tanstack/react-query";
import { orderSchema, type RefundBody } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

export interface RefundRequest {
  orderId: string;
  body: RefundBody;
  /** One per opening of the dialog: a retry of the same refund is refunded once (decision 0036). */
  idempotencyKey: string;
}

/**
 * POST /api/admin/orders/:id/refund (issue 27 item 4): all or part of a paid or shipped order back through the
 * payment provider; a 409 says why not (nothing left, more than is left, not paid), a 502 that the provider refused.
 */
async function refundOrder({ orderId, body, idempotencyKey }: RefundRequest) {
  const { data } = await apiRequest(`/api/admin/orders/${encodeURIComponent(orderId)}/refund`, orderSchema, {
    method: "POST",
    auth: true,
    body,
    idempotencyKey,
  });
  return data;
}

/** Refunds, then reads the orders again (failed or not, so the card shows the true state) and the stock. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}
