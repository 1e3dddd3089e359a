import {
  fitQuantity,
  isValidQuantity,
  largestQuantity,
  LIMITS,
  ORDER_TEXTS,
  PRICING_TEXTS,
  smallestQuantity,
} from "@xpart/shared/texts";

/**
 * The quantity rules every screen that takes a quantity applies (the billing modal, the cart): the product's
 * minimum up to its stock (DESIGN §5), in whole packs of `step` (issue 26; 1 when absent). Moved here from
 * features/product so the cart and the product card read the same rules; zod-free for the first load.
 */
export interface QuantityLimits {
  min: number;
  max: number;
  step?: number | undefined;
}

/** The limits as the one pricing rule (pricing.ts) reads a product. */
const asProduct = ({ min, max, step = 1 }: QuantityLimits) => ({
  minOrder: min,
  availableQty: max,
  orderStep: step,
  priceCents: 0,
  priceBreaks: [],
});

type QuantityCheck = { ok: true; value: number } | { ok: false; message: string };

const WHOLE = /^\d+$/;

/** The typed quantity as a whole number, or null when it is not one ("55.5", "-5", "abc", ""). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** Whether the typed quantity may be ordered as it is, and if not, what to tell the buyer. */
export function checkQuantity(text: string, limits: QuantityLimits): QuantityCheck {
  const value = parseQuantity(text);
  if (value === null) return { ok: false, message: ORDER_TEXTS.quantityWhole };
  // The server's rule (isValidQuantity) decides; the messages only say which part of it was missed.
  const product = asProduct(limits);
  if (isValidQuantity(product, value)) return { ok: true, value };
  if (value < limits.min) return { ok: false, message: ORDER_TEXTS.belowMinimum(limits.min) };
  const largest = largestQuantity(product);
  if (value > largest) return { ok: false, message: ORDER_TEXTS.onlyAvailable(largest) };
  return { ok: false, message: PRICING_TEXTS.wholePacks(product.orderStep) };
}

/**
 * The spec's clamp (§5), run after the buyer pauses typing: below the minimum rises to it, above the stock
 * falls to it, and (issue 26) between them it rounds up to whole packs, the last whole pack the stock holds
 * at most. A fraction keeps its whole part ("55.5" → 55); anything unreadable goes back to the minimum.
 */
export function clampQuantity(text: string, limits: QuantityLimits): number {
  const product = asProduct(limits);
  const number = Number(text.trim());
  const whole = text.trim() === "" || !Number.isFinite(number) ? limits.min : Math.trunc(number);
  const fitted = fitQuantity(product, whole);
  // Stock short of one whole pack at the minimum: nothing can be ordered; the form shows the smallest order.
  return fitted.ok ? fitted.quantity : smallestQuantity(product);
}

/** The quantity field's hint: what may be typed (the billing modal and the cart say it alike). */
export function quantityHint({ min, max, step = 1 }: QuantityLimits): string {
  return `Minimum ${min}, up to ${max} available${step > 1 ? `, in packs of ${step}` : ""}`;
}

/** Orders strictly over $140 ship free (spec §1/§9). */
export function qualifiesForFreeDelivery(cents: number): boolean {
  return cents > LIMITS.freeDeliveryOverDollars * 100;
}

/** Purchase is possible only when the stock covers the minimum order (PDP-24), in whole packs (issue 26). */
export function canOrder(product: { minOrder: number; availableQty: number; orderStep?: number }): boolean {
  const limits = asProduct({ min: product.minOrder, max: product.availableQty, step: product.orderStep });
  return largestQuantity(limits) >= smallestQuantity(limits) && product.availableQty > 0;
}
