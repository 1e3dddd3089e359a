/**
 * Volume prices and pack sizes (issue 26): the one rule the server charges by and every screen shows. Prices
 * are integer cents; a quantity is valid when it is at least the minimum, a whole number of packs (the order
 * step) and no more than the stock.
 */

/** From `minQuantity` units on, each unit costs `priceCents`. */
export interface PriceBreak {
  minQuantity: number;
  priceCents: number;
}

/** What pricing needs of a product. */
export interface PricedProduct {
  priceCents: number;
  minOrder: number;
  orderStep: number;
  priceBreaks: readonly PriceBreak[];
  availableQty: number;
}

/** The most one line may hold: far above real bulk orders, far below integer overflow. */
export const MAX_ORDER_QUANTITY = 1_000_000;

/**
 * The unit price at `quantity`: the lowest of the list price and every break reached. Taking the lowest
 * (not the last reached) keeps the price from ever rising with quantity, whatever breaks an admin typed.
 */
export function unitPriceCents(product: Pick<PricedProduct, "priceCents" | "priceBreaks">, quantity: number) {
  let price = product.priceCents;
  for (const b of product.priceBreaks)
    if (quantity >= b.minQuantity && b.priceCents < price) price = b.priceCents;
  return price;
}

export function lineTotalCents(product: Pick<PricedProduct, "priceCents" | "priceBreaks">, quantity: number) {
  return unitPriceCents(product, quantity) * quantity;
}

/** The smallest valid quantity: the minimum rounded up to whole packs. */
export function smallestQuantity(product: Pick<PricedProduct, "minOrder" | "orderStep">): number {
  return Math.ceil(product.minOrder / product.orderStep) * product.orderStep;
}

/** The largest valid quantity the stock allows (whole packs), below the smallest when it cannot be ordered. */
export function largestQuantity(product: Pick<PricedProduct, "orderStep" | "availableQty">): number {
  const cap = Math.min(product.availableQty, MAX_ORDER_QUANTITY);
  return Math.floor(cap / product.orderStep) * product.orderStep;
}

export function isValidQuantity(product: PricedProduct, quantity: number): boolean {
  return (
    Number.isSafeInteger(quantity) &&
    quantity >= smallestQuantity(product) &&
    quantity <= largestQuantity(product) &&
    quantity % product.orderStep === 0
  );
}

/** Why a requested quantity was changed to one the shop can sell. */
export type QuantityAdjustment = "minimum" | "step" | "stock";

export type FittedQuantity =
  { ok: true; quantity: number; adjustments: QuantityAdjustment[] } | { ok: false; reason: "soldOut" };

/**
 * The nearest sellable quantity to what was asked: up to the minimum, up to whole packs, down to the stock.
 * Sold out when the stock does not reach the smallest valid quantity.
 */
export function fitQuantity(product: PricedProduct, requested: number): FittedQuantity {
  const smallest = smallestQuantity(product);
  const largest = largestQuantity(product);
  if (largest < smallest) return { ok: false, reason: "soldOut" };
  const adjustments: QuantityAdjustment[] = [];
  let quantity = Math.max(1, Math.trunc(requested));
  if (quantity < smallest) {
    quantity = smallest;
    adjustments.push("minimum");
  }
  if (quantity % product.orderStep !== 0) {
    quantity = Math.ceil(quantity / product.orderStep) * product.orderStep;
    adjustments.push("step");
  }
  if (quantity > largest) {
    quantity = largest;
    adjustments.push("stock");
  }
  return { ok: true, quantity, adjustments };
}

/** The next break above `quantity`: how many more units reach it, and its unit price. */
export function nextBreak(
  product: Pick<PricedProduct, "priceCents" | "priceBreaks" | "orderStep">,
  quantity: number,
): { addQuantity: number; priceCents: number } | null {
  const current = unitPriceCents(product, quantity);
  const ahead = [...product.priceBreaks]
    .filter((b) => b.minQuantity > quantity && b.priceCents < current)
    .sort((a, b) => a.minQuantity - b.minQuantity)[0];
  if (!ahead) return null;
  const reach = Math.ceil(ahead.minQuantity / product.orderStep) * product.orderStep;
  return { addQuantity: reach - quantity, priceCents: unitPriceCents(product, reach) };
}
