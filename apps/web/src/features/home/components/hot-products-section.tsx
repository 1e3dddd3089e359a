import { TEXTS } from "@xpart/shared/texts";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { ProductCard } from "#src/components/product-card";
import { Spinner } from "#src/components/spinner";
import { useHotProducts } from "#src/features/home/api/get-hot-products";

import { SectionHeader } from "./section-header";

/** 'Top Hot Product': the first four products of the catalogue (HOME-14/15). */
export function HotProductsSection() {
  const products = useHotProducts();
  return (
    <section aria-labelledby="hot-products" className="mx-auto max-w-7xl px-4">
      <SectionHeader id="hot-products" title={TEXTS.topHotProduct} />
      {products.isPending ? (
        <Spinner />
      ) : products.isError ? (
        <ErrorWithRetry error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <p className="py-6 text-center">{TEXTS.noProducts}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
          {products.data.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
