import { z } from "zod";

import { payWithOptions } from "./account-terms.js";
import { billingDetailsShape, orderSchema } from "./orders.js";
import { MAX_ORDER_QUANTITY } from "./pricing.js";
import { plainText } from "./text.js";
import { TRADE_LIMITS } from "./trade-texts.js";

const quantity = z.number().int().min(1).max(MAX_ORDER_QUANTITY);
const productId = plainText().min(1).max(100);

/** A price break as the API shows it, in dollars like every price of the contract. */
export const priceBreakAnswerSchema = z.object({ minQuantity: z.number().int(), price: z.number() });

/** What happened to one line asked for (cart add, quick order, reorder, checkout): kept, changed, or refused. */
export const lineOutcomeSchema = z.object({
  status: z.enum(["added", "adjusted", "refused"]),
  productId: z.string().nullable(),
  /** What the buyer asked for and what the line now holds (0 when refused). */
  requested: z.number().int(),
  quantity: z.number().int(),
  /** Why it was adjusted or refused, as TRADE_TEXTS words it. */
  reasons: z.array(z.string()),
});
export type LineOutcome = z.infer<typeof lineOutcomeSchema>;

/** One cart line priced now by the server (pricing.ts). */
export const cartLineSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  brand: z.string(),
  productName: z.string(),
  img: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  minOrder: z.number().int(),
  orderStep: z.number().int(),
  availableQty: z.number().int(),
  priceBreaks: z.array(priceBreakAnswerSchema),
  nextBreak: z.object({ addQuantity: z.number().int(), unitPrice: z.number() }).nullable(),
  /** Why the line cannot be checked out as it is (sold out, less stock now): null when it can. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({ lines: z.array(cartLineSchema), total: z.number() });
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart/items: add lines (a product already in the cart gets the quantities summed). */
export const addCartItemsBodySchema = z.strictObject({
  lines: z.array(z.strictObject({ productId, quantity })).min(1).max(TRADE_LIMITS.maxQuickOrderLines),
});
export const addCartItemsAnswerSchema = z.object({ outcomes: z.array(lineOutcomeSchema), cart: cartSchema });

/** PUT /api/cart/items/:productId: set one line's quantity (the clamp's rules apply). */
export const setCartItemBodySchema = z.strictObject({ quantity });

/**
 * POST /api/checkout: the whole cart, with one set of billing details, paid by card (the default) or on the
 * company's account (issue 41).
 */
export const checkoutBodySchema = z.strictObject({
  ...billingDetailsShape,
  payWith: z.enum(payWithOptions, "Pay with must be card or account").optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const checkoutAnswerSchema = z.object({
  checkoutId: z.string(),
  orders: z.array(orderSchema),
  total: z.number(),
});

/**
 * A refused checkout is a 409 in the error shape of DESIGN §4 whose `fields` are keyed by product id, each with
 * the reasons its line cannot be ordered; nothing was ordered.
 */
/** POST /api/orders/:id/reorder: the order's checkout lines back in the cart at today's prices. */
export const reorderAnswerSchema = z.object({
  outcomes: z.array(lineOutcomeSchema.extend({ productName: z.string() })),
  cart: cartSchema,
});
