import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiGet } from "./api-client";
import { CATALOG_ANSWERS } from "./catalog-answer-sources";
import { queryKeys } from "./query-keys";

/** One vehicle, for an address that names it (`/shop?vehicle=12`) on a browser that does not know it. */
export const vehicleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.vehicles.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/vehicles/${id}`, CATALOG_ANSWERS.vehicleSchema, signal)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useVehicle = (id: number | null) =>
  useQuery({ ...vehicleQueryOptions(id ?? 0), enabled: id !== null });
