import { dollarsToCents, LIMITS, ORDER_TEXTS } from "@xpart/shared/texts";

/** What the billing form may order: the product's minimum up to its stock (DESIGN §5). */
export interface QuantityLimits {
  min: number;
  max: number;
}

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
export function checkQuantity(text: string, { min, max }: QuantityLimits): QuantityCheck {
  const value = parseQuantity(text);
  if (value === null) return { ok: false, message: ORDER_TEXTS.quantityWhole };
  if (value < min) return { ok: false, message: ORDER_TEXTS.belowMinimum(min) };
  if (value > max) return { ok: false, message: ORDER_TEXTS.onlyAvailable(max) };
  return { ok: true, value };
}

/**
 * The spec's clamp (§5), run after the buyer pauses typing: below the minimum rises to it, above the stock
 * falls to it. A fraction keeps its whole part ("55.5" → 55); anything unreadable goes back to the minimum.
 */
export function clampQuantity(text: string, { min, max }: QuantityLimits): number {
  const number = Number(text.trim());
  const whole = text.trim() === "" || !Number.isFinite(number) ? min : Math.trunc(number);
  return Math.max(min, Math.min(whole, max));
}

/** Whether the clamp has anything to do: the text is not already the number it would become. */
export function needsClamp(text: string, limits: QuantityLimits): boolean {
  return String(clampQuantity(text, limits)) !== text;
}

/** The order total in cents, unit price × quantity without float drift (19.99 × 50 = 99950). */
export function totalCents(unitPriceDollars: number, quantity: number): number {
  const unit = dollarsToCents(unitPriceDollars) ?? Math.round(unitPriceDollars * 100);
  return unit * quantity;
}

/** Orders strictly over $140 ship free (spec §1/§9). */
export function qualifiesForFreeDelivery(cents: number): boolean {
  return cents > LIMITS.freeDeliveryOverDollars * 100;
}

/** Purchase is possible only when the stock covers the minimum order (PDP-24). */
export function canOrder(product: { minOrder: number; availableQty: number }): boolean {
  return product.availableQty >= product.minOrder && product.availableQty > 0;
}
