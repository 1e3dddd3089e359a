import { keepPreviousData, useQuery } from "@tanstack/react-query";

import type { ProductFilters } from "#src/features/catalog/api/get-products";
import { apiGet } from "#src/lib/api-client";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";
import { queryKeys } from "#src/lib/query-keys";

/**
 * The specification facets of the shop's current list (GET /api/products/facets), with counts per value.
 * Asked for only when a category is chosen: the facets are that category's attributes (issue 25).
 */
export function useFacets(filters: ProductFilters) {
  // Neither the order nor a vehicle that only labels the cards changes which products there are: one facet
  // answer serves them all.
  const which = { ...filters, sort: "" as const, vehicle: filters.fits ? filters.vehicle : null };
  return useQuery({
    queryKey: queryKeys.products.facets(which),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ category: which.category });
      if (which.q) params.set("q", which.q);
      if (which.inStock) params.set("inStock", "true");
      if (which.vehicle !== null) params.set("vehicle", String(which.vehicle));
      if (which.fits && which.vehicle !== null) params.set("fits", "true");
      for (const spec of which.spec) params.append("spec", spec);
      return (await apiGet(`/api/products/facets?${params.toString()}`, CATALOG_ANSWERS.facetsSchema, signal))
        .data;
    },
    enabled: which.category !== "",
    placeholderData: keepPreviousData,
  });
}
