import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { CART_ANSWERS } from "#src/lib/cart";
import { queryKeys } from "#src/lib/query-keys";

/*
 * Apart from lib/cart.ts, which the navbar reads on every page: only a signed-in visitor's 'Add to cart' needs
 * this, so the mutation code stays off the public pages' first load (issue 24's script budget).
 */

/** POST /api/cart/items: adds lines (a product already there gets the quantities summed); the server fits each. */
async function addToCart(lines: { productId: string; quantity: number }[]) {
  const { data } = await apiRequest("/api/cart/items", CART_ANSWERS.change, {
    method: "POST",
    body: { lines },
    auth: true,
  });
  return data;
}

/** Adds lines and keeps the cart the server answered, so the navbar's count follows at once. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: ({ cart }) => queryClient.setQueryData(queryKeys.cart, cart),
  });
}
