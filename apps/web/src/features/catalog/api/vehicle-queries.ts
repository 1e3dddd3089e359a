import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Vehicle } from "@xpart/shared/schemas";

import { apiGet, apiRequest } from "#src/lib/api-client";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";
import { queryKeys } from "#src/lib/query-keys";

/** The vehicle chooser's steps (GET /api/vehicles/…), each asked for once the step before it is chosen. */

const forever = { staleTime: Number.POSITIVE_INFINITY };

/** The chooser's first step, which the shop page asks for with its products (its prefetch). */
export const vehicleYearsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vehicles.years,
    queryFn: async ({ signal }) =>
      (await apiGet("/api/vehicles/years", CATALOG_ANSWERS.yearsSchema, signal)).data,
    ...forever,
  });

export const useVehicleYears = () => useQuery(vehicleYearsQueryOptions());

export const useVehicleMakes = (year: number | null) =>
  useQuery({
    queryKey: queryKeys.vehicles.makes(year ?? 0),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/vehicles/makes?${new URLSearchParams({ year: String(year) })}`,
          CATALOG_ANSWERS.namesSchema,
          signal,
        )
      ).data,
    enabled: year !== null,
    ...forever,
  });

export const useVehicleModels = (year: number | null, make: string) =>
  useQuery({
    queryKey: queryKeys.vehicles.models(year ?? 0, make),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/vehicles/models?${new URLSearchParams({ year: String(year), make })}`,
          CATALOG_ANSWERS.namesSchema,
          signal,
        )
      ).data,
    enabled: year !== null && make !== "",
    ...forever,
  });

export const useVehicleEngines = (year: number | null, make: string, model: string) =>
  useQuery({
    queryKey: queryKeys.vehicles.list(year ?? 0, make, model),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/vehicles?${new URLSearchParams({ year: String(year), make, model })}`,
          CATALOG_ANSWERS.vehiclesSchema,
          signal,
        )
      ).data,
    enabled: year !== null && make !== "" && model !== "",
    ...forever,
  });

/** 'My vehicles' of the signed-in shopper (GET /api/my-vehicles). */
export const useMyVehicles = (email: string | undefined) =>
  useQuery({
    queryKey: queryKeys.vehicles.mine(email ?? ""),
    queryFn: async () =>
      (await apiRequest("/api/my-vehicles", CATALOG_ANSWERS.vehiclesSchema, { auth: true, ownData: true }))
        .data,
    enabled: email !== undefined,
  });

/** Keeps (PUT) or forgets (DELETE) a vehicle in the account; the answer is the whole list. */
export function useChangeMyVehicles(email: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ vehicle, keep }: { vehicle: Vehicle; keep: boolean }) =>
      (
        await apiRequest(`/api/my-vehicles/${vehicle.id}`, CATALOG_ANSWERS.vehiclesSchema, {
          method: keep ? "PUT" : "DELETE",
          auth: true,
          ownData: true,
        })
      ).data,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.vehicles.mine(email ?? ""), list),
  });
}
