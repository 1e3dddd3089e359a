import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from "@tanstack/react-query";
import type { Product } from "@xpart/shared/schemas";
import {
  DID_YOU_MEAN_HEADER,
  LIMITS,
  parseDidYouMean,
  parseSearchTerms,
  SEARCH_TERMS_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type ProductSort,
} from "@xpart/shared/texts";

import { apiGet } from "#src/lib/api-client";
import { ApiClientError } from "#src/lib/api-error";
import { CATALOG_ANSWERS } from "#src/lib/catalog-answer-sources";
import { queryKeys } from "#src/lib/query-keys";

export interface ProductFilters {
  category: string;
  q: string;
  /** "" is the catalogue's own order. */
  sort: ProductSort | "";
  inStock: boolean;
  /** The vehicle shopped for: each product then says whether it fits. */
  vehicle: number | null;
  /** Only the parts that fit `vehicle`. */
  fits: boolean;
  /** Facet filters, `key:value` each, as the API takes them. */
  spec: string[];
}

interface ProductsPage {
  products: Product[];
  total: number;
  /** The server stopped counting (X-Total-Count-Capped): there are at least `total` matches. */
  capped: boolean;
  offset: number;
  /** The words a search matched, after its typo tolerance (issue 42): the cards mark them. */
  searchTerms: string[];
  /** Other searches that find something under the same filters, offered when this one found nothing. */
  didYouMean: string[];
}

/**
 * One page of the catalogue in the chosen order, with the number of matches (X-Total-Count): exact, or a lower
 * bound when the server stopped counting on a large result (decision 0020); and for a search, what it matched
 * or, when empty, what else to search (issue 42).
 */
async function getProductsPage(
  filters: ProductFilters,
  offset: number,
  signal?: AbortSignal,
  member?: { email: string; client: QueryClient } | null,
): Promise<ProductsPage> {
  const params = new URLSearchParams({ limit: String(LIMITS.shopPageSize), offset: String(offset) });
  if (filters.category) params.set("category", filters.category);
  if (filters.q) params.set("q", filters.q);
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.inStock) params.set("inStock", "true");
  if (filters.vehicle !== null) params.set("vehicle", String(filters.vehicle));
  if (filters.fits && filters.vehicle !== null) params.set("fits", "true");
  for (const spec of filters.spec) params.append("spec", spec);
  // A member's page comes with their company prices in the same answer (issue 40); everyone else's is the
  // public, cached one.
  const publicPage = () =>
    apiGet(`/api/products?${params.toString()}`, CATALOG_ANSWERS.productsSchema, signal);
  const { data, headers } = member
    ? await (
        await import("#src/lib/company/member-listing")
      )
        .memberListingPage(params.toString(), member.email, member.client, signal)
        // The shop stays open when the member's answer is refused (a session that just ended): the public page.
        .catch((error: unknown) => {
          if (error instanceof ApiClientError && [401, 403, 404].includes(error.status)) return publicPage();
          throw error;
        })
    : await publicPage();
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  // Without a usable total, trust what came back: this page is then the last one.
  return {
    products: data,
    offset,
    total: Number.isSafeInteger(total) ? total : offset + data.length,
    capped: headers.get(TOTAL_COUNT_CAPPED_HEADER) === "true",
    searchTerms: parseSearchTerms(headers.get(SEARCH_TERMS_HEADER)),
    didYouMean: parseDidYouMean(headers.get(DID_YOU_MEAN_HEADER)),
  };
}

/**
 * The signed-in customer, when the page already knows them to be in a company (GET /api/company answered one;
 * private answers are forgotten on sign-out, so it is this session's). Read when a page is fetched, so the
 * page's prefetch and the grid alike ask the member's listing. The listing's key stays the public one: the
 * products are the same for everyone, only the prices, kept under their own private keys, differ.
 */
function memberOf(client: QueryClient) {
  const known = client.getQueriesData({ queryKey: queryKeys.company.allMine }).find(([, company]) => company);
  const email = known?.[0][2];
  return typeof email === "string" ? { email, client } : null;
}

export const productsQueryOptions = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.list(filters),
    queryFn: ({ pageParam, signal, client }) => getProductsPage(filters, pageParam, signal, memberOf(client)),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.products.length;
      return last.products.length > 0 && next < last.total ? next : undefined;
    },
  });

/** The shop's list, one page of LIMITS.shopPageSize at a time; the previous results stay while a filter loads. */
export const useProducts = (filters: ProductFilters) =>
  useInfiniteQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
