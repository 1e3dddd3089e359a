import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Cart } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { useAuth } from "#src/lib/auth/auth-context";
import { queryKeys } from "#src/lib/query-keys";

/**
 * The signed-in customer's cart (issue 26), shared by the navbar's count, the product card's 'Add to cart' and
 * the cart page, so all three read and write one cache entry. Zod-free: the schemas load on the first ask.
 */
const cartAnswers = () => import("./cart-answers");
export const CART_ANSWERS = {
  cart: async () => (await cartAnswers()).cartSchema,
  change: async () => (await cartAnswers()).addCartItemsAnswerSchema,
};

async function getCart(signal?: AbortSignal): Promise<Cart> {
  const { data } = await apiRequest("/api/cart", CART_ANSWERS.cart, { auth: true, signal });
  return data;
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cart,
    queryFn: ({ signal }) => getCart(signal),
    // Forgotten on sign-out with every other private answer.
    meta: { private: true },
  });

/** The cart, asked for only while someone is signed in. */
export function useCart() {
  const { user } = useAuth();
  return useQuery({ ...cartQueryOptions(), enabled: user !== null });
}
