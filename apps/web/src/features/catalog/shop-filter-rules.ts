import { parseSpecFilter, SPEC_LIMITS } from "@xpart/shared/parts";
import { productSorts, type ProductSort } from "@xpart/shared/texts";

import type { ProductFilters } from "#src/features/catalog/api/get-products";

/** The sort control's choices; "" keeps the catalogue's own order, the one the home page's first four follow. */
export const SORT_OPTIONS: readonly { value: ProductSort | ""; label: string }[] = [
  { value: "", label: "Featured" },
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "name", label: "Name: A to Z" },
];

const isSort = (value: string): value is ProductSort => (productSorts as readonly string[]).includes(value);

/** A vehicle id as the address may carry it; anything else is no vehicle. */
function readVehicle(text: string | null): number | null {
  return text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/**
 * The shop's filters as the URL holds them; an unknown sort, in-stock or vehicle value reads as the default,
 * and a specification filter the vocabulary does not know is left out (the server would refuse it).
 */
export function readFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get("sort") ?? "";
  const vehicle = readVehicle(params.get("vehicle"));
  return {
    category: params.get("category")?.trim() ?? "",
    q: params.get("q")?.trim() ?? "",
    sort: isSort(sort) ? sort : "",
    inStock: params.get("inStock") === "true",
    vehicle,
    fits: vehicle !== null && params.get("fits") === "true",
    spec: [...new Set(params.getAll("spec"))]
      .filter((text) => parseSpecFilter(text) !== null)
      .slice(0, SPEC_LIMITS.maxFilters),
  };
}

/** The URL's query with one filter changed; a default value leaves the URL, so links stay short. */
export function withFilter<K extends keyof ProductFilters>(
  params: URLSearchParams,
  key: K,
  value: ProductFilters[K],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  if (Array.isArray(value)) for (const item of value) next.append(key, item);
  else if (value !== "" && value !== false && value !== null) next.set(key, String(value));
  // Another category has other specifications: its facets start afresh.
  if (key === "category") next.delete("spec");
  if (key === "vehicle" && value === null) next.delete("fits");
  return next;
}

/** The facet filters with one `key:value` switched on or off. */
export function toggleSpec(spec: readonly string[], filter: string): string[] {
  return spec.includes(filter) ? spec.filter((s) => s !== filter) : [...spec, filter];
}

/** The shop's count line: "Showing 24 of 31 products", or "of 124+" when the server stopped counting. */
export function countLine(shown: number, total: number, capped: boolean): string {
  return `Showing ${shown} of ${total}${capped ? "+" : ""} product${total === 1 && !capped ? "" : "s"}`;
}
