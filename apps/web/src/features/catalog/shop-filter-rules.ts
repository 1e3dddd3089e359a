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

/** The shop's filters as the URL holds them; an unknown sort or in-stock value reads as the default. */
export function readFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get("sort") ?? "";
  return {
    category: params.get("category")?.trim() ?? "",
    q: params.get("q")?.trim() ?? "",
    sort: isSort(sort) ? sort : "",
    inStock: params.get("inStock") === "true",
  };
}

/** The URL's query with one filter changed; a default value leaves the URL, so links stay short. */
export function withFilter<K extends keyof ProductFilters>(
  params: URLSearchParams,
  key: K,
  value: ProductFilters[K],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === "" || value === false) next.delete(key);
  else next.set(key, String(value));
  return next;
}

/** The shop's count line: "Showing 24 of 31 products", or "of 124+" when the server stopped counting. */
export function countLine(shown: number, total: number, capped: boolean): string {
  return `Showing ${shown} of ${total}${capped ? "+" : ""} product${total === 1 && !capped ? "" : "s"}`;
}
