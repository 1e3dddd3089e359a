import { useMutation, useQueryClient } from "@tanstack/react-query";
import { QUICK_ORDER_PATH, quickOrderAnswerSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { queryKeys } from "#src/lib/query-keys";

/**
 * POST /api/quick-order: the server reads every line, finds each part number and adds what it can to the cart.
 * One key per submission: a retry after a lost answer replays it instead of adding the quantities twice.
 */
export async function checkQuickOrder({ text, idempotencyKey }: { text: string; idempotencyKey: string }) {
  const { data } = await apiRequest(QUICK_ORDER_PATH, quickOrderAnswerSchema, {
    method: "POST",
    body: { text },
    auth: true,
    ownData: true,
    idempotencyKey,
  });
  return data;
}

/** Checks a paste; the cart the server answers replaces the cached one (the navbar's count, the cart page). */
export function useCheckQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => checkQuickOrder({ text, idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ cart }) => queryClient.setQueryData(queryKeys.cart, cart),
  });
}
