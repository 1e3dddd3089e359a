import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deletedCountAnswerSchema, shipOrderAnswerSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** PUT /api/orders/status/:id (admin, AORD-08): paid → shipped; any other state is a 409 with the reason. */
async function shipOrder(orderId: string) {
  const { data } = await apiRequest(
    `/api/orders/status/${encodeURIComponent(orderId)}`,
    shipOrderAnswerSchema,
    { method: "PUT", auth: true },
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
 * Both actions end by reading the orders again, failed or not: after a 409 the list shows the true state
 * (AORD-13), and after a delete the catalogue shows the stock that came back.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
  const ship = useMutation({ mutationFn: shipOrder, onSettled: refresh });
  const remove = useMutation({
    mutationFn: deleteOrder,
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.products.all })]),
  });
  return { ship, remove };
}
