import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiGet } from "#src/lib/api-client";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";
import { queryKeys } from "#src/lib/query-keys";

/** The categories present in the catalogue, with their product counts, for the shop's filter. */
async function getCategories(signal?: AbortSignal) {
  const { data } = await apiGet("/api/categories", CATALOG_ANSWERS.categoriesSchema, signal);
  return data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
