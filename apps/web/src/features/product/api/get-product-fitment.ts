import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiGet } from "#src/lib/api-client";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";
import { queryKeys } from "#src/lib/query-keys";

/** The vehicles a product fits (GET /api/products/:id/fitment), drawn with the page. */
export const productFitmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.products.fitment(id),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/products/${encodeURIComponent(id)}/fitment`,
          CATALOG_ANSWERS.productFitmentSchema,
          signal,
        )
      ).data,
  });

export const useProductFitment = (id: string) => useQuery(productFitmentQueryOptions(id));

/**
 * The product as it is to the vehicle shopped for (GET /api/products/:id?vehicle=): whether it fits is the
 * server's rule, asked for once the browser has said which vehicle.
 */
export const useFitsVehicle = (id: string, vehicle: number | null) =>
  useQuery({
    queryKey: queryKeys.products.forVehicle(id, vehicle ?? 0),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/products/${encodeURIComponent(id)}?vehicle=${vehicle}`,
          CATALOG_ANSWERS.productSchema,
          signal,
        )
      ).data.fitment,
    enabled: vehicle !== null,
  });
