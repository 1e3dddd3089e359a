import type { CartLine } from "@xpart/shared/schemas";
import { largestQuantity, LIMITS, smallestQuantity, TRADE_TEXTS } from "@xpart/shared/texts";

import { cents } from "#src/lib/cents";
import { quantityHint, qualifiesForFreeDelivery, type QuantityLimits } from "#src/lib/quantity-rules";

/** A cart line's quantity limits, as the billing modal reads a product's: minimum, stock, packs. */
export const lineLimits = (line: CartLine): QuantityLimits => ({
  min: line.minOrder,
  max: line.availableQty,
  step: line.orderStep,
});

/** The quantity field's hint: what may be typed, in the billing modal's words. */
export const lineQuantityHint = (line: CartLine): string =>
  quantityHint({ min: smallestQuantity(line), max: largestQuantity(line), step: line.orderStep });

/** Whether no valid quantity is left: the stock does not reach one whole pack at the minimum. */
export const isSoldOut = (line: CartLine) => largestQuantity(line) < smallestQuantity(line);

/**
 * The free-delivery line under the total: orders strictly over $140 ship free (spec §1/§9), so below it the
 * cart needs one cent more than the difference.
 */
export function deliveryNote(totalDollars: number): { free: boolean; text: string } {
  const total = cents(totalDollars);
  if (qualifiesForFreeDelivery(total)) return { free: true, text: TRADE_TEXTS.freeDelivery };
  const missing = LIMITS.freeDeliveryOverDollars * 100 + 1 - total;
  return { free: false, text: TRADE_TEXTS.moreForFreeDelivery(missing / 100) };
}
