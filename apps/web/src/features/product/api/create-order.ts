import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createOrderAnswerSchema, type CreateOrderBody, type Product } from "@xpart/shared";

import { apiRequest } from "../../../lib/api-client";

import { productQueryKey } from "./get-product";

/** What the buyer decides; the server prices the order and takes the email from the token (DESIGN §4). */
export type NewOrder = Pick<CreateOrderBody, "productId" | "quantity" | "name" | "address" | "phone">;

/** POST /api/orders: 201 `{insertedId, order}`, or 400/409 naming the limit. */
export async function createOrder(order: NewOrder) {
  const { data } = await apiRequest("/api/orders", createOrderAnswerSchema, {
    method: "POST",
    body: order,
    auth: true,
  });
  return data;
}

/**
 * Places an order. On success the product shows its stock lowered by the quantity at once (spec §4 Purchase),
 * then the catalogue and the customer's orders are read again.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: ({ order }, variables) => {
      queryClient.setQueryData<Product>(productQueryKey(variables.productId), (product) =>
        product ? { ...product, availableQty: Math.max(0, product.availableQty - order.quantity) } : product,
      );
      void queryClient.invalidateQueries({ queryKey: ["products"] });
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
    },
  });
}
