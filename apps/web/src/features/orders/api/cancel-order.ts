import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** DELETE /api/orders/:id: the owner cancels an unpaid order and its stock is released (DESIGN §4/§5). */
export async function cancelOrder(orderId: string) {
  const answer = async () => (await import("./order-answers")).deletedCountAnswerSchema;
  const { data } = await apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, answer, {
    method: "DELETE",
    auth: true,
    ownData: true,
  });
  return data;
}

/** Cancels, then reads the orders and the catalogue again (the stock came back). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}
