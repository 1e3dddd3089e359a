import {
  centsToDollars,
  fitQuantity,
  isValidQuantity,
  nextBreak,
  smallestQuantity,
  TRADE_TEXTS,
  unitPriceCents,
  type CartLine,
  type LineOutcome,
  type PricedProduct,
} from "@xpart/shared";

import type { SaleProduct } from "../catalog/index.js";

/**
 * The words for a quantity the shop changed or cannot sell (issue 26): cart adds, quick order, reorder and
 * checkout all say it the same way.
 */
export function fitLine(
  product: SaleProduct | undefined,
  productId: string | null,
  requested: number,
): LineOutcome {
  if (!product)
    return { status: "refused", productId, requested, quantity: 0, reasons: [TRADE_TEXTS.productGone] };
  const fitted = fitQuantity(product, requested);
  if (!fitted.ok)
    return { status: "refused", productId, requested, quantity: 0, reasons: [TRADE_TEXTS.soldOut] };
  const reasons = fitted.adjustments.map((why) => adjustmentText(product, why));
  return {
    status: reasons.length ? "adjusted" : "added",
    productId,
    requested,
    quantity: fitted.quantity,
    reasons,
  };
}

function adjustmentText(product: PricedProduct, why: "minimum" | "step" | "stock"): string {
  if (why === "minimum") return TRADE_TEXTS.adjusted.minimum(smallestQuantity(product));
  if (why === "step") return TRADE_TEXTS.adjusted.step(product.orderStep);
  return TRADE_TEXTS.adjusted.stock(product.availableQty);
}

/** Why a line cannot be ordered as it is now, or null when it can (checked again at checkout, in its transaction). */
export function lineProblem(product: SaleProduct | undefined, quantity: number): string | null {
  if (!product) return TRADE_TEXTS.productGone;
  if (isValidQuantity(product, quantity)) return null;
  const fitted = fitLine(product, product.id, quantity);
  return fitted.reasons.join(". ");
}

/** A cart line as the API shows it, priced now by the shared rule. */
export function cartLineOf(product: SaleProduct, quantity: number): CartLine {
  const unit = unitPriceCents(product, quantity);
  const next = nextBreak(product, quantity);
  return {
    productId: product.id,
    sku: product.sku,
    brand: product.brand,
    productName: product.name,
    img: product.img,
    category: product.category,
    quantity,
    unitPrice: centsToDollars(unit),
    lineTotal: centsToDollars(unit * quantity),
    minOrder: product.minOrder,
    orderStep: product.orderStep,
    availableQty: product.availableQty,
    priceBreaks: product.priceBreaks.map((b) => ({
      minQuantity: b.minQuantity,
      price: centsToDollars(b.priceCents),
    })),
    nextBreak: next && { addQuantity: next.addQuantity, unitPrice: centsToDollars(next.priceCents) },
    problem: lineProblem(product, quantity),
  };
}
