import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createOrderAnswerSchema, type CreateOrderBody, type Product } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { ApiClientError } from "#src/lib/api-error";
import { queryKeys } from "#src/lib/query-keys";

/** What the buyer decides; the server prices the order and takes the email from the token (DESIGN §4). */
export type NewOrder = Pick<
  CreateOrderBody,
  "productId" | "quantity" | "name" | "address" | "phone" | "poNumber"
>;

/**
 * POST /api/orders: 201 `{insertedId, order}`, or 400/409 naming the limit. The same `idempotencyKey` (one per
 * submission) makes a re-sent request answer the first order instead of placing another (finding 6).
 */
export async function createOrder(order: NewOrder, idempotencyKey: string) {
  const { data } = await apiRequest("/api/orders", createOrderAnswerSchema, {
    method: "POST",
    body: order,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** One 'Add to my order' submission: the order and the key it is sent with, made once per submit. */
interface OrderSubmission {
  order: NewOrder;
  idempotencyKey: string;
}

/**
 * Places an order. On success the product shows its stock lowered by the quantity at once (spec §4 Purchase),
 * then the catalogue and the customer's orders are read again. A 409 (refused for stock, or for the unpaid
 * limits) means the stock shown may be stale: the product is read again, so its figure and the form's limits
 * are the real ones.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: OrderSubmission) => createOrder(order, idempotencyKey),
    onSuccess: ({ order }, { order: placed }) => {
      queryClient.setQueryData<Product>(queryKeys.products.detail(placed.productId), (product) =>
        product ? { ...product, availableQty: Math.max(0, product.availableQty - order.quantity) } : product,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
    onError: (error, { order: refused }) => {
      if (!(error instanceof ApiClientError) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(refused.productId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.lists });
    },
  });
}
