import { useMutation, useQueryClient } from "@tanstack/react-query";
import { orderSchema, type Order } from "@xpart/shared/schemas";

import type { PaidIntent } from "#src/components/card-payment/card-form-props";
import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * PATCH /api/orders/:id `{payment: {product, transactionId, status}}` (spec §3): "I paid, check it". The server
 * asks the provider and answers the paid order, or 409 when the payment did not go through. `idempotencyKey` is
 * one per payment attempt (finding 6).
 */
export async function payOrder(orderId: string, intent: PaidIntent, idempotencyKey: string): Promise<Order> {
  const { data } = await apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, orderSchema, {
    method: "PATCH",
    body: { payment: { product: orderId, transactionId: intent.id, status: intent.status } },
    auth: true,
    ownData: true,
    idempotencyKey,
  });
  return data;
}

/** One "I paid, check it" submission: the provider's intent and the key it is sent with, made once per attempt. */
interface PaySubmission {
  intent: PaidIntent;
  idempotencyKey: string;
}

export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ intent, idempotencyKey }: PaySubmission) => payOrder(orderId, intent, idempotencyKey),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orders.detail(orderId), order);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.orders.all,
        exact: false,
        refetchType: "none",
      });
    },
  });
}
