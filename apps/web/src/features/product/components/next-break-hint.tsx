import { nextBreak, priceDay, TRADE_TEXTS, withCompanyPrice, type CompanyPrice } from "@xpart/shared/texts";

import { cents } from "#src/lib/cents";

/** A product's pricing as the contract carries it (a product, or a cart line): prices in dollars. */
export interface BreakPricing {
  price: number;
  orderStep: number;
  availableQty: number;
  priceBreaks: readonly { minQuantity: number; price: number }[];
}

/**
 * 'Add 40 more for $4.20 each': the next volume price the buyer's quantity could reach, in whole packs and
 * within the stock (pricing.nextBreak). Nothing when no break is ahead. Shared by the order form and the cart.
 */
export function NextBreakHint({
  product,
  quantity,
  companyPrice = null,
}: {
  product: BreakPricing;
  quantity: number;
  /** The buyer's company price (issue 40): a break at or above it lowers nothing, so it is not offered. */
  companyPrice?: CompanyPrice | null;
}) {
  const pricing = withCompanyPrice(
    {
      priceCents: cents(product.price),
      orderStep: product.orderStep,
      availableQty: product.availableQty,
      priceBreaks: product.priceBreaks.map((b) => ({
        minQuantity: b.minQuantity,
        priceCents: cents(b.price),
      })),
    },
    companyPrice,
    priceDay(),
  );
  const hint = nextBreak(pricing, quantity);
  if (!hint) return null;
  return (
    <p className="text-sm font-medium text-success" aria-live="polite">
      {TRADE_TEXTS.addMoreForBreak(hint.addQuantity, hint.priceCents / 100)}
    </p>
  );
}
