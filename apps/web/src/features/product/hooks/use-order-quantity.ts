import type { Product } from "@xpart/shared/schemas";
import {
  largestQuantity,
  LIMITS,
  lineTotalCents,
  ORDER_TEXTS,
  priceDay,
  smallestQuantity,
  unitPriceCents,
  withCompanyPrice,
  type CompanyPrice,
  type PriceBreak,
} from "@xpart/shared/texts";
import { useEffect, useState } from "react";

import { cents } from "#src/lib/cents";
import { checkQuantity, clampQuantity, parseQuantity, type QuantityLimits } from "#src/lib/quantity-rules";

/**
 * What pricing.ts needs of the product, in cents. Pack size and volume prices (issue 26) are read as optional,
 * so an answer without them prices as before: single units at the list price.
 */
function pricingOf(product: Product) {
  const {
    orderStep = 1,
    priceBreaks = [],
  }: { orderStep?: number; priceBreaks?: readonly { minQuantity: number; price: number }[] } = product;
  const breaks: PriceBreak[] = priceBreaks.map((b) => ({
    minQuantity: b.minQuantity,
    priceCents: cents(b.price),
  }));
  return {
    priceCents: cents(product.price),
    priceBreaks: breaks,
    orderStep: Math.max(1, orderStep),
    minOrder: Math.max(1, product.minOrder),
    availableQty: product.availableQty,
  };
}

/**
 * The product priced for the buyer: a company member's price list (issue 40) lowers the unit price the volume
 * breaks start from, by the shared rule (`withCompanyPrice`: the lowest of list, company and break price wins).
 */
function memberPricingOf(product: Product, companyPrice?: CompanyPrice | null) {
  return withCompanyPrice(pricingOf(product), companyPrice, priceDay());
}

/**
 * The billing modal's quantity and price, as the cart's `useLineQuantity` is a cart line's: the product's
 * minimum up to its stock in whole packs, clamped by the shared rule (`clampQuantity`) once the buyer pauses
 * typing for 1.5 s (spec §5; each keystroke restarts the wait), and at once when the stock changes under the
 * form. The price is the shared pricing rule's, in cents (volume prices, packs), with the buyer's company price
 * when they have one (`memberUnitPriceCents`'s rule); `listTotalCents` is a visitor's, to show beside it.
 */
export function useOrderQuantity(product: Product, companyPrice?: CompanyPrice | null) {
  const list = pricingOf(product);
  const pricing = memberPricingOf(product, companyPrice);
  const step = pricing.orderStep;
  const min = smallestQuantity(pricing);
  const max = largestQuantity(pricing);
  const limits: Required<QuantityLimits> = { min, max, step };
  // Stock fell below the minimum (another buyer, seen after a 409): nothing can be ordered, but what was typed stays.
  const soldOut = max < min;
  const [text, setText] = useState(String(min));
  const fitted = (typed: string) => String(clampQuantity(typed, { min, max, step }));

  // The stock changed under the form (read again after a 409): the quantity moves into the new limits at once.
  const [shownMax, setShownMax] = useState(max);
  if (max !== shownMax) {
    setShownMax(max);
    if (!soldOut && fitted(text) !== text) setText(fitted(text));
  }

  useEffect(() => {
    const clamped = String(clampQuantity(text, { min, max, step }));
    if (soldOut || clamped === text) return;
    const timer = window.setTimeout(() => setText(clamped), LIMITS.quantityClampDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, min, max, step, soldOut]);

  const typed = parseQuantity(text);
  const check = checkQuantity(text, limits);
  return {
    text,
    setText,
    reset: () => setText(String(min)),
    limits,
    soldOut,
    /** The typed quantity when it is a whole number, else null. */
    typed,
    check,
    error: soldOut ? ORDER_TEXTS.notEnoughStock : check.ok ? null : check.message,
    totalCents: typed === null ? null : lineTotalCents(pricing, typed),
    unitCents: unitPriceCents(pricing, typed ?? min),
    /** What the same quantity costs at the list price: above `totalCents` when the company's price is lower. */
    listTotalCents: typed === null ? null : lineTotalCents(list, typed),
    listUnitCents: unitPriceCents(list, typed ?? min),
  };
}
