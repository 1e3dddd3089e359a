import { z } from "zod";

import { orderStatuses } from "./order-states.js";
import { MAX_ORDER_QUANTITY } from "./pricing.js";
import { orderRefundSchema } from "./refunds.js";
import { plainText } from "./text.js";
import { ORDER_TEXTS } from "./texts.js";
import { TRADE_LIMITS } from "./trade-texts.js";

const trimmed = (max: number, label: string) =>
  plainText().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** The buyer's purchase-order number (issue 26): optional, one short line. */
export const poNumberSchema = plainText()
  .trim()
  .max(TRADE_LIMITS.poNumberChars, `PO number must be at most ${TRADE_LIMITS.poNumberChars} characters`)
  .optional();

/** Who receives the goods, where, and the buyer's PO number: the billing modal's and checkout's fields. */
export const billingDetailsShape = {
  name: trimmed(100, "Name"),
  address: trimmed(200, "Address"),
  phone: plainText()
    .trim()
    .min(1, "Phone is required")
    .max(30, "Phone must be at most 30 characters")
    .regex(/^\+?[0-9][0-9 -]*$/, "Phone may hold digits, spaces, dashes and a leading +"),
  poNumber: poNumberSchema,
};

/**
 * POST /api/orders (DESIGN §4): what the customer decides. The spec's other order fields may come along
 * (the original client sent them) but are ignored: product fields and prices come from the product, the
 * email and owner from the token, the status starts unpaid. Any other key is rejected.
 */
export const createOrderBodySchema = z.strictObject({
  productId: plainText().min(1).max(100),
  quantity: z
    .number({ error: ORDER_TEXTS.quantityWhole })
    .int(ORDER_TEXTS.quantityWhole)
    .min(1, "Quantity must be at least 1")
    .max(MAX_ORDER_QUANTITY, `Quantity must be at most ${MAX_ORDER_QUANTITY}`),
  ...billingDetailsShape,
  img: z.unknown().optional(),
  productName: z.unknown().optional(),
  email: z.unknown().optional(),
  price: z.unknown().optional(),
  category: z.unknown().optional(),
  details: z.unknown().optional(),
  status: z.unknown().optional(),
  paid: z.unknown().optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** An order as the API returns it (spec §3 Order, plus DESIGN's states): `price` is the total in dollars. */
export const orderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  img: z.string(),
  productName: z.string(),
  category: z.string(),
  details: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  price: z.number(),
  email: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  status: z.enum(orderStatuses),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  /** The checkout the order is a line of, paid with its other lines by one payment (decision 0031). */
  checkoutId: z.string(),
  poNumber: z.string().nullable(),
  /** '2026-000123' once the checkout is paid. */
  invoiceNumber: z.string().nullable(),
  /** Who carries it and their tracking number, when the admin recorded them on shipping (issue 27). */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Dollars given back so far (0 when none; equal to `price` when refunded in full), and each refund (issue 27). */
  refunded: z.number(),
  refunds: z.array(orderRefundSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const createOrderAnswerSchema = z.object({ insertedId: z.string(), order: orderSchema });
