import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiGet } from "#src/lib/api-client";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";

/** One product (GET /api/products/:id); public data, so no token (DESIGN §4). */
export async function getProduct(id: string, signal?: AbortSignal) {
  const { data } = await apiGet(
    `/api/products/${encodeURIComponent(id)}`,
    CATALOG_ANSWERS.productSchema,
    signal,
  );
  return data;
}

export const productQueryKey = (id: string) => ["products", "detail", id] as const;

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
