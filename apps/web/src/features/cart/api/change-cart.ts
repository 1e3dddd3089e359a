import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { CART_ANSWERS } from "#src/lib/cart";
import { queryKeys } from "#src/lib/query-keys";

/** Every cart write carries this key, so checkout can wait until the cart it sends is the one on screen. */
export const CART_WRITE = ["cart-write"] as const;

const itemPath = (productId: string) => `/api/cart/items/${encodeURIComponent(productId)}`;

/** PUT /api/cart/items/:productId: the server fits the quantity (minimum, packs, stock) and says what it changed. */
async function setQuantity({ productId, quantity }: { productId: string; quantity: number }) {
  const { data } = await apiRequest(itemPath(productId), CART_ANSWERS.change, {
    method: "PUT",
    body: { quantity },
    auth: true,
  });
  return data;
}

/** DELETE /api/cart/items/:productId → the cart without that line. */
async function removeLine(productId: string) {
  const { data } = await apiRequest(itemPath(productId), CART_ANSWERS.cart, { method: "DELETE", auth: true });
  return data;
}

/**
 * Changes a line's quantity; the cart the server answers replaces the cached one. A refusal (the product is
 * gone or sold out) means the cart on screen is stale: it is read again.
 */
export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_WRITE,
    mutationFn: setQuantity,
    onSuccess: ({ cart }) => queryClient.setQueryData(queryKeys.cart, cart),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_WRITE,
    mutationFn: removeLine,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart, cart),
  });
}
