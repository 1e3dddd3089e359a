import { useMutation, useQueryClient } from "@tanstack/react-query";
import { orderSchema, type Order } from "@xpart/shared";

import { apiRequest } from "../../../lib/api-client";

import { orderQueryKey } from "./get-order";

export interface PaidIntent {
  id: string;
  status: string;
}

/**
 * PATCH /api/orders/:id `{payment: {product, transactionId, status}}` (spec §3): "I paid, check it". The server
 * asks the provider and answers the paid order, or 409 when the payment did not go through.
 */
export async function payOrder(orderId: string, intent: PaidIntent): Promise<Order> {
  const { data } = await apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, orderSchema, {
    method: "PATCH",
    body: { payment: { product: orderId, transactionId: intent.id, status: intent.status } },
    auth: true,
    ownData: true,
  });
  return data;
}

export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intent: PaidIntent) => payOrder(orderId, intent),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ["orders"], exact: false, refetchType: "none" });
    },
  });
}
