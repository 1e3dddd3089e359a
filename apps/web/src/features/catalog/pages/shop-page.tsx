import { TEXTS } from "@xpart/shared/texts";
import { useSearchParams } from "react-router";
import { toast } from "react-toastify";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { ProductCard } from "#src/components/product-card";
import { useProducts, type ProductFilters } from "#src/features/catalog/api/get-products";
import { ShopFilters } from "#src/features/catalog/components/shop-filters";

/** Cards in the first row at the widest layout load eagerly: they are the page's largest paint. */
const EAGER_CARDS = 4;

function noMatchText({ category, q }: ProductFilters): string {
  const search = q ? `"${q}"` : "";
  const inCategory = category ? `the category "${category}"` : "";
  return `No products match ${[search, inCategory].filter(Boolean).join(" in ")}.`;
}

/**
 * Shop (spec §2): every product, reached page by page with 'Load more' and a visible count (DESIGN §9).
 * The filters live in the URL so category links and reloads land on the same view.
 */
export function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: ProductFilters = {
    category: searchParams.get("category")?.trim() ?? "",
    q: searchParams.get("q")?.trim() ?? "",
  };
  const products = useProducts(filters);

  // Functional update: a debounced search must not undo a category picked meanwhile.
  const setFilter = (key: keyof ProductFilters, value: string, replace = false) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (value) params.set(key, value);
        else params.delete(key);
        return params;
      },
      { replace },
    );

  const loadMore = async () => {
    if (products.isFetchingNextPage) return;
    const result = await products.fetchNextPage();
    if (result.isFetchNextPageError) toast.error(result.error.message);
  };

  const list = products.data?.pages.flatMap((page) => page.products) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;

  let content;
  if (products.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-lg">
        {TEXTS.loading}
      </p>
    );
  } else if (products.isError && !products.data) {
    content = <ErrorWithRetry error={products.error} onRetry={() => void products.refetch()} />;
  } else if (list.length === 0) {
    content =
      filters.category || filters.q ? (
        <div className="space-y-4 py-16 text-center">
          <p className="text-lg">{noMatchText(filters)}</p>
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
          className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4 ${products.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {list.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} eager={index < EAGER_CARDS} />
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
        <p aria-live="polite" className="text-base-content/80">
          {list.length > 0 && `Showing ${list.length} of ${total} product${total === 1 ? "" : "s"}`}
        </p>
      </div>
      <ShopFilters
        filters={filters}
        onCategoryChange={(category) => setFilter("category", category)}
        onSearch={(q) => setFilter("q", q, true)}
      />
      {content}
    </div>
  );
}
