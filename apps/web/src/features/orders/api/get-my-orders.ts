import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { useAuth } from "#src/lib/auth/auth-context";
import { queryKeys } from "#src/lib/query-keys";

import { ORDER_ANSWERS } from "./order-answer-sources";

/**
 * The caller's own orders, oldest first (GET /api/orders?email=). `ownData`: a 401 that a refresh cannot cure,
 * or a 403, means the session is no longer theirs, and the app signs out (spec §4 Expired session).
 */
async function getMyOrders(email: string, signal?: AbortSignal) {
  const { data } = await apiRequest(
    `/api/orders?email=${encodeURIComponent(email)}`,
    ORDER_ANSWERS.ordersSchema,
    {
      auth: true,
      ownData: true,
      signal,
    },
  );
  return data;
}

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.orders.mine(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
    // Forgotten on sign-out with every other private answer.
    meta: { private: true },
    // Asked again on every visit, the server's page included: what the shop changed (shipping, a refund) shows
    // at once, and an answer refusing the caller signs them out (STATE-18).
    staleTime: 0,
  });

/** The signed-in customer's orders; idle until the user is known. */
export function useMyOrders() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  return useQuery({ ...myOrdersQueryOptions(email), enabled: email !== "" });
}
