import { queryOptions, useQuery } from "@tanstack/react-query";
import { orderSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** One own order (GET /api/orders/:id): someone else's or an unknown id answers 404 (DESIGN §4). */
async function getOrder(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderSchema, {
    auth: true,
    ownData: true,
    signal,
  });
  return data;
}

const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: { private: true },
    staleTime: 0,
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
