import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

import { ORDER_ANSWERS } from "./order-answer-sources";

/**
 * POST /api/orders/:id/reorder ('Order again', issue 26): the order's checkout lines go back in the cart at
 * today's prices; each line's outcome says what changed (price, quantity) or why it could not be added.
 */
async function reorder(orderId: string) {
  const { data } = await apiRequest(
    `/api/orders/${encodeURIComponent(orderId)}/reorder`,
    ORDER_ANSWERS.reorderAnswerSchema,
    {
      method: "POST",
      auth: true,
      ownData: true,
    },
  );
  return data;
}

/** Orders again; the cart the server answers replaces the cached one, so the navbar's count follows. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: ({ cart }) => queryClient.setQueryData(queryKeys.cart, cart),
  });
}

/** One line's outcome, with the product's name. */
export type ReorderOutcome = Awaited<ReturnType<typeof reorder>>["outcomes"][number];
