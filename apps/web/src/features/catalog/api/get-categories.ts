import { queryOptions, useQuery } from "@tanstack/react-query";
import { categorySchema } from "@xpart/shared/schemas";
import { z } from "zod";

import { apiGet } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

const categoriesSchema = z.array(categorySchema);

/** The categories present in the catalogue, with their product counts, for the shop's filter. */
async function getCategories(signal?: AbortSignal) {
  const { data } = await apiGet("/api/categories", categoriesSchema, signal);
  return data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
