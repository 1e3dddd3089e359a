import { queryOptions, useQuery } from "@tanstack/react-query";
import { productSchema, type Product } from "@xpart/shared/schemas";
import { LIMITS } from "@xpart/shared/texts";
import { z } from "zod";

import { apiGet } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

const productsSchema = z.array(productSchema);

/** The first products in catalogue order: the same first ones the shop lists (HOME-15). */
async function getHotProducts(signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiGet(`/api/products?limit=${LIMITS.hotProducts}`, productsSchema, signal);
  return data;
}

export const hotProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.hot, queryFn: ({ signal }) => getHotProducts(signal) });

export const useHotProducts = () => useQuery(hotProductsQueryOptions());
