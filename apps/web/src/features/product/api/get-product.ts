import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiGet } from "#src/lib/api-client";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";
import { queryKeys } from "#src/lib/query-keys";

/** One product (GET /api/products/:id); public data, so no token (DESIGN §4). */
async function getProduct(id: string, signal?: AbortSignal) {
  const { data } = await apiGet(
    `/api/products/${encodeURIComponent(id)}`,
    CATALOG_ANSWERS.productSchema,
    signal,
  );
  return data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
