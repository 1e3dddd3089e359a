import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Product } from "@xpart/shared/schemas";
import { LIMITS } from "@xpart/shared/texts";

import { apiGet } from "#src/lib/api-client";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";
import { queryKeys } from "#src/lib/query-keys";

/** The first products in catalogue order: the same first ones the shop lists (HOME-15). */
async function getHotProducts(signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiGet(
    `/api/products?limit=${LIMITS.hotProducts}`,
    CATALOG_ANSWERS.productsSchema,
    signal,
  );
  return data;
}

export const hotProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.hot, queryFn: ({ signal }) => getHotProducts(signal) });

export const useHotProducts = () => useQuery(hotProductsQueryOptions());
