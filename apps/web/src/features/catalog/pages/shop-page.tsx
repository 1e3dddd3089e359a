import { TEXTS } from "@xpart/shared/texts";
import { Suspense, useCallback } from "react";
import { useSearchParams } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { preloadFitmentBadge, ProductCard } from "#src/components/product-card";
import { ProductCardSkeleton } from "#src/components/skeleton";
import { categoriesQueryOptions } from "#src/features/catalog/api/get-categories";
import {
  productsQueryOptions,
  useProducts,
  type ProductFilters,
} from "#src/features/catalog/api/get-products";
import { vehicleYearsQueryOptions } from "#src/features/catalog/api/vehicle-queries";
import { DidYouMean } from "#src/features/catalog/components/did-you-mean";
import { MarkedText } from "#src/features/catalog/components/marked-text";
import { ShopFilters } from "#src/features/catalog/components/shop-filters";
// Not lazy: drawn with the page, so the grid below never moves when it arrives.
import { VehiclePicker } from "#src/features/catalog/components/vehicle-picker";
import { countLine, readFilters, toggleSpec, withFilter } from "#src/features/catalog/shop-filter-rules";
import { vehicleQueryOptions } from "#src/lib/get-vehicle";
import { toast } from "#src/lib/lazy-toast";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { preloadableLazy } from "#src/lib/preloadable-lazy";

/**
 * The first page of products for the filters in the address, the categories and the vehicle, asked for with
 * the page's code (issue 13).
 */
export const prefetch: PagePrefetch = (client, { url }) => {
  const filters = readFilters(url.searchParams);
  return Promise.all([
    client.prefetchInfiniteQuery(productsQueryOptions(filters)),
    client.prefetchQuery(categoriesQueryOptions()),
    // The chooser's years: drawn by the server, and not asked for again while the page comes to life.
    client.prefetchQuery(vehicleYearsQueryOptions()),
    // The vehicle the address names: the server then draws the chooser's heading and the cards' badges, and
    // the browser hydrates them from the same answer (issue 25).
    filters.vehicle !== null && client.prefetchQuery(vehicleQueryOptions(filters.vehicle)),
    filters.category && facets.preload(),
    filters.vehicle !== null && preloadFitmentBadge(),
  ]);
};

/**
 * Issue 25's vehicle chooser (with the browser's and the account's vehicles) and the facets load after the
 * page's own script (issue 24's budget): the server draws them, the browser brings them to life once their code
 * has come.
 */
const facets = preloadableLazy(
  () => import("#src/features/catalog/components/spec-facets"),
  (module) => module.SpecFacets,
);
const SpecFacets = facets.Component;

/** Cards in the first row at the widest layout load eagerly: they are the page's largest paint. */
const EAGER_CARDS = 4;
const GRID = "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4";

function noMatchText({ category, q, inStock, fits, spec }: ProductFilters): string {
  const search = q ? `"${q}"` : "";
  const inCategory = category ? `the category "${category}"` : "";
  const matched = [search, inCategory].filter(Boolean).join(" in ");
  const narrowed = [fits && "fit your vehicle", spec.length > 0 && "have the chosen specifications"].filter(
    Boolean,
  );
  if (!matched && narrowed.length)
    return `No ${inStock ? "in-stock " : ""}products ${narrowed.join(" and ")}.`;
  if (!matched) return "No products in stock right now.";
  return `No ${inStock ? "in-stock " : ""}products match ${matched}${narrowed.length ? ` and ${narrowed.join(" and ")}` : ""}.`;
}

/** The first page's shape while it loads; its 'Loading...' is shown in the count's place (SHOP-04). */
function ProductGridSkeleton() {
  return (
    <ul aria-hidden="true" className={GRID}>
      {Array.from({ length: EAGER_CARDS }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * Shop (spec §2): every product, reached page by page with 'Load more' and a visible count (DESIGN §9).
 * The filters live in the URL so category links and reloads land on the same view, and each change is a
 * history entry, so Back returns to the previous filter.
 */
export function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const products = useProducts(filters);

  // Functional update: a debounced search must not undo a category picked meanwhile.
  const setFilter = <K extends keyof ProductFilters>(key: K, value: ProductFilters[K], replace = false) =>
    setSearchParams((previous) => withFilter(previous, key, value), { replace });
  const setVehicle = useCallback(
    (id: number | null) =>
      setSearchParams((previous) => withFilter(previous, "vehicle", id), { replace: true }),
    [setSearchParams],
  );

  const loadMore = async () => {
    if (products.isFetchingNextPage) return;
    const result = await products.fetchNextPage();
    if (result.isFetchNextPageError) toast.error(result.error.message);
  };

  const list = products.data?.pages.flatMap((page) => page.products) ?? [];
  // The latest page knows most: past the server's counting cap each page counts a little further.
  const lastPage = products.data?.pages.at(-1);
  // What the search matched (issue 42), marked on the cards; on an empty page, what else to search.
  const searchTerms = lastPage?.searchTerms ?? [];
  const markText = (text: string) => <MarkedText text={text} terms={searchTerms} />;
  const didYouMean = lastPage?.didYouMean ?? [];

  let content;
  if (products.isPending) {
    content = <ProductGridSkeleton />;
  } else if (products.isError && !products.data) {
    content = <ErrorWithRetry error={products.error} onRetry={() => void products.refetch()} />;
  } else if (list.length === 0) {
    content =
      filters.category || filters.q || filters.inStock || filters.fits || filters.spec.length ? (
        <div className="space-y-4 py-16 text-center">
          <p className="text-lg">{noMatchText(filters)}</p>
          {didYouMean.length > 0 && <DidYouMean searches={didYouMean} params={searchParams} />}
          <button type="button" className="btn btn-primary" onClick={() => setSearchParams({})}>
            Show all products
          </button>
        </div>
      ) : (
        <p className="py-16 text-center text-lg">{TEXTS.noProducts}</p>
      );
  } else {
    content = (
      <>
        <ul
          aria-busy={products.isPlaceholderData}
          className={`${GRID} ${products.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {list.map((product, index) => (
            <li key={product._id}>
              <ProductCard
                product={product}
                eager={index < EAGER_CARDS}
                vehicleId={filters.vehicle}
                markText={markText}
              />
            </li>
          ))}
        </ul>
        {products.hasNextPage && (
          <div className="mt-10 text-center">
            {/* Busy rather than disabled, so keyboard focus stays on the button while the page loads. */}
            <button
              type="button"
              className="btn btn-wide btn-accent"
              aria-busy={products.isFetchingNextPage}
              onClick={() => void loadMore()}
            >
              {products.isFetchingNextPage && <span className="loading loading-spinner" aria-hidden="true" />}
              {TEXTS.loadMore}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>Shop | X-Part</title>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold md:text-4xl">{TEXTS.allProducts}</h1>
        {/* One line that keeps its place and height: 'Loading...' first, then the count (own line on a phone). */}
        <p role="status" className="min-h-6 basis-full text-base-content/80 sm:basis-auto">
          {products.isPending
            ? TEXTS.loading
            : list.length > 0 && lastPage && countLine(list.length, lastPage.total, lastPage.capped)}
        </p>
      </div>
      <ShopFilters
        filters={filters}
        onCategoryChange={(category) => setFilter("category", category)}
        onSearch={(q, replace) => setFilter("q", q, replace)}
        onSortChange={(sort) => setFilter("sort", sort)}
        onInStockChange={(inStock) => setFilter("inStock", inStock)}
      />
      <Suspense fallback={null}>
        <VehiclePicker
          vehicleId={filters.vehicle}
          setVehicle={setVehicle}
          fitsOnly={filters.fits}
          onFitsOnlyChange={(fits) => setFilter("fits", fits)}
        />
        {filters.category && (
          <SpecFacets
            filters={filters}
            onToggle={(filter) => setFilter("spec", toggleSpec(filters.spec, filter))}
            onClear={() => setFilter("spec", [])}
          />
        )}
      </Suspense>
      {content}
    </div>
  );
}
