import { useMutation, useQueryClient } from "@tanstack/react-query";
import { checkoutAnswerSchema, type CheckoutBody } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { ApiClientError } from "#src/lib/api-error";
import { queryKeys } from "#src/lib/query-keys";

/** One 'Place order' submission: the billing details and the key they are sent with, made once per submit. */
interface CheckoutSubmission {
  details: CheckoutBody;
  idempotencyKey: string;
}

/**
 * POST /api/checkout: the whole server-side cart becomes one checkout (decision 0031), 201 with its orders and
 * total; or a 409 whose `fields` name each refused line by product id, with nothing ordered. The key makes a
 * re-sent request answer the first checkout instead of placing another (finding 6).
 */
async function checkout({ details, idempotencyKey }: CheckoutSubmission) {
  const { data } = await apiRequest("/api/checkout", checkoutAnswerSchema, {
    method: "POST",
    body: details,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/**
 * Places the checkout. Placed: the cart is empty, stock fell and there are new orders, so all three are read
 * again, and the company's account (issue 41: its balance and available credit). Refused: the cart's lines
 * and the account are read again, so their problems show the stock and the credit as they are now.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.cart, { lines: [], total: 0 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.account });
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        void queryClient.invalidateQueries({ queryKey: queryKeys.company.account });
      }
    },
  });
}
