import type { Product } from "@xpart/shared/schemas";
import { formatMoney, LIMITS, PART_NUMBER_TEXTS, TEXTS, truncate } from "@xpart/shared/texts";
import { Suspense, useId, type ReactNode } from "react";
import { Link } from "react-router";

import { AddToCartButton } from "#src/components/add-to-cart-button";
import { useAuth } from "#src/lib/auth/auth-context";
import { useHydrated } from "#src/lib/company/use-hydrated";
import { isOwnImage, ownImageSrcSet, thumbnailUrl } from "#src/lib/own-image";
import { hrefs } from "#src/lib/paths";
import { preloadableLazy } from "#src/lib/preloadable-lazy";
import { canOrder } from "#src/lib/quantity-rules";

/** Only a shop for a vehicle shows it: the home page and a shop without one never load its code (issue 24). */
const fitmentBadge = preloadableLazy(
  () => import("#src/components/fitment-badge"),
  (module) => module.VehicleFitmentBadge,
);
const FitmentBadge = fitmentBadge.Component;
/** For a page whose cards will show the badge: its loader loads the code first, so the server draws it. */
export const preloadFitmentBadge = fitmentBadge.preload;

/**
 * A signed-in customer's company price (issue 40): its code, its request and the price rule load only after the
 * page has hydrated, out of the public pages' first load; until then, and for everyone else, the list price.
 */
const memberCardPrice = preloadableLazy(
  () => import("#src/lib/company/member-card-price"),
  (module) => module.MemberCardPrice,
);
const MemberCardPrice = memberCardPrice.Component;

/** The list price the server draws, overlaid in the browser with a member's company price when lower. */
function CardPrice({ product }: { product: Product }) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const list = formatMoney(product.price);
  if (!user || !hydrated) return list;
  return (
    <Suspense fallback={list}>
      <MemberCardPrice product={product} />
    </Suspense>
  );
}

const SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw";

interface ProductCardProps {
  product: Product;
  /** Cards in the first screenful load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** The vehicle shopped for (its id): the card then says whether the product fits it. */
  vehicleId?: number | null;
  /**
   * Draws the name and the description with the words the shop's search matched marked (issue 42). A function
   * from the shop, so the home page's first load carries no marking code.
   */
  markText?: (text: string) => ReactNode;
}

const asItIs = (text: string) => text;

/**
 * The storefront card (spec §2 'Product card'), used on the home page and the shop. The image is a link named
 * by its alt text, the full name, and its click area stretches over the whole card, so the image and the name
 * open the product with one tab stop; 'Purchase' (and 'Add to cart') sit above that area. The name shows the 18-character cut
 * with the full name as its title, so two names that share the cut stay apart.
 */
export function ProductCard({
  product,
  eager = false,
  vehicleId = null,
  markText = asItIs,
}: ProductCardProps) {
  const nameId = useId();
  const { user } = useAuth();
  const own = isOwnImage(product.img);
  return (
    <article className="card relative h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="aspect-[4/3] bg-base-200 md:aspect-square">
        <Link
          to={hrefs.product(product._id)}
          className="block size-full after:absolute after:inset-0 after:rounded-box"
        >
          <img
            src={thumbnailUrl(product.img)}
            srcSet={ownImageSrcSet(product.img)}
            sizes={own ? SIZES : undefined}
            alt={product.name}
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-contain"
          />
        </Link>
      </figure>
      <div className="card-body gap-2 p-5">
        <p className="grow-0 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
          {product.category}
        </p>
        <h3 id={nameId} title={product.name} className="card-title text-lg leading-snug">
          {markText(truncate(product.name, LIMITS.cardNameChars))}
        </h3>
        {/* Issue 25: the brand and SKU tell apart two products whose names share the 18-character cut. */}
        <p className="grow-0 text-xs text-base-content/70">
          {product.brand} · {PART_NUMBER_TEXTS.sku} <span className="font-mono">{product.sku}</span>
        </p>
        {vehicleId !== null && product.fitment && (
          <p className="grow-0">
            <Suspense fallback={null}>
              <FitmentBadge state={product.fitment} vehicleId={vehicleId} />
            </Suspense>
          </p>
        )}
        {/* daisyUI lets card paragraphs grow: only the description does, so the figures line up across a row. */}
        <p className="text-sm text-base-content/80">
          {markText(truncate(product.description, LIMITS.cardDescriptionChars))}
        </p>
        <dl className="space-y-0.5 pt-2 text-sm">
          <div>
            <dt className="inline">{TEXTS.minimumOrder}: </dt>
            <dd className="inline font-semibold">{product.minOrder}</dd>
          </div>
          <div>
            <dt className="inline">{TEXTS.availableQuantity}: </dt>
            <dd className="inline font-semibold">{product.availableQty}</dd>
          </div>
        </dl>
        <p className="grow-0 text-lg font-bold">
          {TEXTS.pricePrefix}
          <CardPrice product={product} />
        </p>
        <div className="card-actions relative pt-1">
          <Link
            to={hrefs.product(product._id)}
            aria-describedby={nameId}
            className="btn btn-block btn-primary"
          >
            {TEXTS.purchase}
          </Link>
          {user && canOrder(product) && (
            <AddToCartButton product={product} describedBy={nameId} className="btn-block btn-outline" />
          )}
        </div>
      </div>
    </article>
  );
}
