import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { productSchema } from "@xpart/shared/schemas";
import { LIMITS, TOTAL_COUNT_HEADER, type ProductSort } from "@xpart/shared/texts";
import { z } from "zod";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

const productsSchema = z.array(productSchema);

/** One page of Manage Products: a search, an order ("" is the catalogue's own) and where the page starts. */
interface AdminProductsQuery {
  q: string;
  sort: ProductSort | "";
  offset: number;
}

/** The table's page size: the most GET /api/products gives at once. */
export const ADMIN_PRODUCTS_PAGE = LIMITS.productsMaxLimit;

/**
 * GET /api/products for the admin table, with the token (MANAGE-11; the catalogue itself is public) and the
 * total of matches from `X-Total-Count`.
 */
async function getAdminProducts(query: AdminProductsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    limit: String(ADMIN_PRODUCTS_PAGE),
    offset: String(query.offset),
  });
  if (query.sort) params.set("sort", query.sort);
  if (query.q) params.set("q", query.q);
  const { data, headers } = await apiRequest(`/api/products?${params.toString()}`, productsSchema, {
    auth: true,
    signal,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { products: data, total: Number.isSafeInteger(total) ? total : query.offset + data.length };
}

const adminProductsQueryOptions = (query: AdminProductsQuery) =>
  queryOptions({
    queryKey: queryKeys.products.admin(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    staleTime: 0,
  });

/** The page being looked at; the previous one stays on screen while the next loads. */
export const useAdminProducts = (query: AdminProductsQuery) =>
  useQuery({ ...adminProductsQueryOptions(query), placeholderData: keepPreviousData });
