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

/** How screens name pack sizes and volume prices (beside TRADE_TEXTS, which words the cart's outcomes). */
export const PRICING_TEXTS = {
  volumePrices: "Volume prices",
  fromQuantity: "Quantity",
  unitPrice: "Unit price",
  soldInPacks: (step: number) => `Sold in packs of ${step}`,
  wholePacks: (step: number) => `Order in whole packs of ${step}`,
} as const;

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
  // NaN asks for no quantity at all: read as 1, it rises to the minimum like any request below it.
  let quantity = Number.isNaN(requested) ? 1 : Math.max(1, Math.trunc(requested));
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

/**
 * The next break above `quantity`: how many more units (in whole packs) reach it, and its unit price. Given the
 * stock, a break the stock cannot reach is not offered: the buyer could not add what it asks for.
 */
export function nextBreak(
  product: Pick<PricedProduct, "priceCents" | "priceBreaks" | "orderStep"> &
    Partial<Pick<PricedProduct, "availableQty">>,
  quantity: number,
): { addQuantity: number; priceCents: number } | null {
  const current = unitPriceCents(product, quantity);
  const ahead = [...product.priceBreaks]
    .filter((b) => b.minQuantity > quantity && b.priceCents < current)
    .sort((a, b) => a.minQuantity - b.minQuantity)[0];
  if (!ahead) return null;
  const reach = Math.ceil(ahead.minQuantity / product.orderStep) * product.orderStep;
  const { availableQty } = product;
  if (availableQty !== undefined && reach > largestQuantity({ orderStep: product.orderStep, availableQty }))
    return null;
  return { addQuantity: reach - quantity, priceCents: unitPriceCents(product, reach) };
}

/**
 * The breaks as a buyer reads them: by quantity, each one lowering the price, at the price charged there.
 * Breaks that change nothing (at or above the price already reached, as a reprice can leave them) drop out.
 */
export function effectiveBreaks(product: Pick<PricedProduct, "priceCents" | "priceBreaks">): PriceBreak[] {
  const table: PriceBreak[] = [];
  let price = product.priceCents;
  for (const b of [...product.priceBreaks].sort((x, y) => x.minQuantity - y.minQuantity)) {
    if (b.priceCents >= price) continue;
    price = b.priceCents;
    // Two breaks at one quantity: the lower price wins there.
    if (table.at(-1)?.minQuantity === b.minQuantity) table.pop();
    table.push({ minQuantity: b.minQuantity, priceCents: price });
  }
  return table;
}
