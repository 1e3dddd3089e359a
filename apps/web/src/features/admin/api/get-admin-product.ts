import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminProductSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * GET /api/admin/products/:id (issue 27): the product with what only admins see, its reorder threshold. The
 * public catalogue that fills Manage Products never carries it.
 */
async function getAdminProduct(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/api/admin/products/${encodeURIComponent(id)}`, adminProductSchema, {
    auth: true,
    signal,
  });
  return data;
}

/** Under the products family, so every catalogue write reads it again. */
const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.admin({ id }),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    meta: { private: true },
    staleTime: 0,
  });

export const useAdminProduct = (id: string) => useQuery(adminProductQueryOptions(id));
