import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { useAuth } from "#src/lib/auth/auth-context";
import { queryKeys } from "#src/lib/query-keys";

/** Loaded with the first answer the browser reads: the server draws the page's first list (issue 24). */
const ordersSchema = async () => (await import("./order-answers")).ordersSchema;

/**
 * The caller's own orders, oldest first (GET /api/orders?email=). `ownData`: a 401 that a refresh cannot cure,
 * or a 403, means the session is no longer theirs, and the app signs out (spec §4 Expired session).
 */
async function getMyOrders(email: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/api/orders?email=${encodeURIComponent(email)}`, ordersSchema, {
    auth: true,
    ownData: true,
    signal,
  });
  return data;
}

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.orders.mine(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
    // Forgotten on sign-out with every other private answer.
    meta: { private: true },
    // The customer's own changes mark the list stale at once (each invalidates it); the shop's (shipping, a
    // refund) show on the next visit. A list under ten seconds old is kept: the one the server drew with the
    // page is not asked for again while the page comes to life (issue 24).
    staleTime: 10_000,
  });

/** The signed-in customer's orders; idle until the user is known. */
export function useMyOrders() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  return useQuery({ ...myOrdersQueryOptions(email), enabled: email !== "" });
}
