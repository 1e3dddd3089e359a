import type { Product } from "@xpart/shared/schemas";
import {
  BENEFITS,
  ORDER_TEXTS,
  PART_NUMBER_TEXTS,
  priceDay,
  TEXTS,
  withCompanyPrice,
} from "@xpart/shared/texts";
import { PackageX, Settings, ShoppingCart, Truck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";

import { AddToCartButton } from "#src/components/add-to-cart-button";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { FitmentBadge } from "#src/components/fitment-badge";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import { productQueryOptions, useProduct } from "#src/features/product/api/get-product";
import { productFitmentQueryOptions, useFitsVehicle } from "#src/features/product/api/get-product-fitment";
import { ProductFitment } from "#src/features/product/components/product-fitment";
import { Specifications } from "#src/features/product/components/specifications";
import { VolumePrices } from "#src/features/product/components/volume-prices";
import { ApiClientError } from "#src/lib/api-error";
import { useAuth } from "#src/lib/auth/auth-context";
import { useAdminStatus } from "#src/lib/auth/get-admin-status";
import { cents } from "#src/lib/cents";
import { useCompanyPrice } from "#src/lib/company/company-prices";
import { MemberPrice } from "#src/lib/company/member-price";
import { isOwnImage, ownImageSrcSet } from "#src/lib/own-image";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { hrefs, paths } from "#src/lib/paths";
import { canOrder } from "#src/lib/quantity-rules";
import { useVehicleMemory } from "#src/lib/vehicle-memory";

/** The product (public data), asked for with the page's code (issue 13). */
export const prefetch: PagePrefetch = async (client, { params }) => {
  if (!params.productId) return;
  await Promise.all([
    client.prefetchQuery(productQueryOptions(params.productId)),
    client.prefetchQuery(productFitmentQueryOptions(params.productId)),
  ]);
};

function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${ORDER_TEXTS.productNotFound} | X-Part`}</title>
      <PackageX aria-hidden="true" className="mx-auto size-14 text-base-content/50" />
      <h1 className="mt-4 text-3xl font-bold">{ORDER_TEXTS.productNotFound}</h1>
      <p className="my-4 text-base-content/80">
        This product does not exist or is no longer sold. The shop has everything we make.
      </p>
      <Link to={paths.shop} className="btn btn-primary">
        Back to the shop
      </Link>
    </div>
  );
}

function ProductImage({ product }: { product: Product }) {
  const own = isOwnImage(product.img);
  return (
    <figure className="overflow-hidden rounded-box border border-base-300 bg-base-200">
      <img
        src={product.img}
        srcSet={ownImageSrcSet(product.img)}
        sizes={own ? "(min-width: 1024px) 560px, 100vw" : undefined}
        alt={product.name}
        width={800}
        height={800}
        fetchPriority="high"
        decoding="async"
        className="aspect-square size-full object-contain"
      />
    </figure>
  );
}

const loadBillingModal = () => import("#src/features/product/components/billing-details-modal");
/** Out of the page's first load (issue 24): the order form checks with the contract's schemas, and so brings zod. */
const BillingDetailsModal = lazy(async () => ({ default: (await loadBillingModal()).BillingDetailsModal }));

/**
 * An admin does not buy: 'Purchase' and the billing form give way to 'Manage this product'. Until the server
 * has said who is asking, the button's place is held by a placeholder of its size.
 */
function ProductDetail({ product }: { product: Product }) {
  const { user } = useAuth();
  const admin = useAdminStatus(user?.email);
  const [billingOpen, setBillingOpen] = useState(false);
  // The form (and the schemas it checks with) loads when the buyer reaches for the button, not with the page.
  const [billingWanted, setBillingWanted] = useState(false);
  const orderable = canOrder(product);
  const freeDelivery = BENEFITS[0];
  // A member's company price (issue 40), once the page has hydrated: the server's HTML has the list price.
  const companyPrice = useCompanyPrice(product._id);
  const listCents = cents(product.price);
  const memberCents = withCompanyPrice({ priceCents: listCents }, companyPrice, priceDay()).priceCents;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <title>{`${product.name} | X-Part`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-4 text-sm">
        <ul>
          <li>
            <Link to={paths.shop}>Shop</Link>
          </li>
          <li>
            <span aria-current="page" className="max-w-[60vw] truncate">
              {product.name}
            </span>
          </li>
        </ul>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductImage product={product} />
        <div className="flex flex-col gap-5">
          <div>
            <p className="badge badge-soft badge-accent font-semibold tracking-wide uppercase">
              {product.category}
            </p>
            <h1 className="mt-3 text-3xl leading-tight font-bold break-words sm:text-4xl">{product.name}</h1>
          </div>
          <p className="leading-relaxed whitespace-pre-line text-base-content/85">{product.description}</p>
          <PartNumbers product={product} />
          <VehicleFit productId={product._id} />
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-box bg-base-200 p-4">
              <dt className="text-sm text-base-content/80">{TEXTS.minimumOrder}</dt>
              <dd className="text-2xl font-bold">{product.minOrder}</dd>
            </div>
            <div className="rounded-box bg-base-200 p-4">
              <dt className="text-sm text-base-content/80">{TEXTS.availableQuantity}</dt>
              <dd className="text-2xl font-bold" aria-live="polite">
                {product.availableQty}
              </dd>
            </div>
          </dl>
          <p className="text-3xl font-bold">
            {TEXTS.pricePrefix}
            <MemberPrice
              listCents={listCents}
              memberCents={memberCents}
              unit={<span className="ml-2 text-base font-normal text-base-content/70">per unit</span>}
            />
          </p>
          <VolumePrices product={product} companyPrice={companyPrice} />
          {admin.isPending ? (
            <Skeleton className="h-12 w-full sm:w-40" />
          ) : admin.data ? (
            <Link
              to={hrefs.manageProduct(product.name)}
              className="btn btn-lg w-full btn-accent sm:w-auto sm:self-start"
            >
              <Settings aria-hidden="true" className="size-5" />
              Manage this product
            </Link>
          ) : (
            <div className="flex flex-col gap-2">
              <button
                type="button"
                className="btn btn-primary btn-lg w-full sm:w-auto sm:self-start"
                disabled={!orderable}
                aria-describedby={orderable ? undefined : "no-stock-note"}
                onPointerEnter={() => void loadBillingModal()}
                onFocus={() => void loadBillingModal()}
                onClick={() => {
                  setBillingWanted(true);
                  setBillingOpen(true);
                }}
              >
                <ShoppingCart aria-hidden="true" className="size-5" />
                {TEXTS.purchase}
              </button>
              {user && orderable && (
                <AddToCartButton
                  product={product}
                  className="btn-outline btn-lg w-full sm:w-auto sm:self-start"
                />
              )}
              {!orderable && (
                <p id="no-stock-note" className="font-medium text-error">
                  {ORDER_TEXTS.notEnoughStock}
                </p>
              )}
            </div>
          )}
          <p className="flex items-center gap-2 text-sm text-base-content/80">
            <Truck aria-hidden="true" className="size-5 shrink-0 text-success" />
            {freeDelivery.detail}
          </p>
        </div>
      </div>
      <div className="mt-12 grid gap-12">
        <Specifications product={product} />
        <ProductFitment productId={product._id} />
      </div>
      {/* Open while a refused order is on screen (PDP-22): stock that fell below the minimum must not close it. */}
      {user && (orderable || billingOpen) && !admin.data && billingWanted && (
        <Suspense fallback={null}>
          <BillingDetailsModal
            product={product}
            buyer={{ name: user.displayName?.trim() || user.email, email: user.email }}
            open={billingOpen}
            onClose={() => setBillingOpen(false)}
            companyPrice={companyPrice}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Whether the product fits the vehicle this browser shops for (issue 25); nothing until one is chosen. */
function VehicleFit({ productId }: { productId: string }) {
  const { current } = useVehicleMemory();
  const fit = useFitsVehicle(productId, current?.id ?? null);
  if (!current || !fit.data) return null;
  return (
    <p>
      <FitmentBadge state={fit.data} vehicle={current} />
    </p>
  );
}

/** Brand, SKU and the other numbers a buyer may come with (issue 25): search finds the product by each. */
function PartNumbers({ product }: { product: Product }) {
  const rows = (
    [
      [PART_NUMBER_TEXTS.brand, product.brand],
      [PART_NUMBER_TEXTS.sku, product.sku],
      [PART_NUMBER_TEXTS.mpn, product.mpn ?? ""],
      [PART_NUMBER_TEXTS.crossReferences, product.crossReferences.join(", ")],
    ] as const
  ).filter(([, value]) => value !== "");
  return (
    <section aria-label={PART_NUMBER_TEXTS.partNumbersHeading}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/70">{label}</dt>
            <dd className="font-mono break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The detail's layout in grey while the product loads: image, category, name, text, figures, price, button. */
function ProductSkeleton() {
  return (
    <LoadingSkeleton className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <Skeleton className="mb-4 h-5 w-40" />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-square w-full" />
        <div className="flex flex-col gap-5">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-24 w-full" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-12 w-full sm:w-40" />
        </div>
      </div>
    </LoadingSkeleton>
  );
}

/** Product detail and purchase (spec §2), behind the sign-in guard. */
export function ProductPage() {
  const { productId = "" } = useParams();
  const product = useProduct(productId);

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiClientError && product.error.status === 404) return <ProductNotFound />;
    return (
      <div className="px-4 py-16">
        <ErrorWithRetry error={product.error} onRetry={() => void product.refetch()} />
      </div>
    );
  }
  return <ProductDetail product={product.data} />;
}
