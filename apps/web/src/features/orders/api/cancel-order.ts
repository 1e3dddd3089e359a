import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

import { ORDER_ANSWERS } from "./order-answer-sources";

/** DELETE /api/orders/:id: the owner cancels an unpaid order and its stock is released (DESIGN §4/§5). */
export async function cancelOrder(orderId: string) {
  const { data } = await apiRequest(
    `/api/orders/${encodeURIComponent(orderId)}`,
    ORDER_ANSWERS.deletedCountAnswerSchema,
    {
      method: "DELETE",
      auth: true,
      ownData: true,
    },
  );
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
