import { z } from "zod";

import { payWithOptions } from "./account-terms.js";
import { isPriceDay } from "./company-pricing.js";
import { billingDetailsShape } from "./orders.js";
import { MAX_ORDER_QUANTITY } from "./pricing.js";
import { dollarAmount } from "./products-admin.js";
import { QUOTE_LIMITS, quoteStatuses } from "./quote-rules.js";
import { plainText } from "./text.js";

/** Quotes' API contract (issue 41 item 4). */

const note = plainText()
  .trim()
  .max(QUOTE_LIMITS.noteChars, `Note must be at most ${QUOTE_LIMITS.noteChars} characters`)
  .optional();

/** POST /api/company/quotes: the caller's cart, with a note, becomes a quote request. */
export const requestQuoteBodySchema = z.strictObject({ note });

/** PUT /api/admin/quotes/:id: a shop admin prices each line (and may change its quantity), sets validity and a note. */
export const priceQuoteBodySchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId: plainText().min(1).max(100),
        quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY),
        price: dollarAmount("Price", 1_000_000),
      }),
    )
    .min(1)
    .max(QUOTE_LIMITS.maxLines),
  validUntil: plainText().refine(isPriceDay, "Valid until must be a date (YYYY-MM-DD)"),
  note,
});
export type PriceQuoteBody = z.input<typeof priceQuoteBodySchema>;

/** POST /api/company/quotes/:id/accept: who receives the goods, and how it is paid. */
export const acceptQuoteBodySchema = z.strictObject({
  ...billingDetailsShape,
  payWith: z.enum(payWithOptions, "Pay with must be card or account").optional(),
});
export type AcceptQuoteBody = z.input<typeof acceptQuoteBodySchema>;

export const quoteParamsSchema = z.strictObject({ id: plainText().min(1).max(100) });

export const quoteLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** Dollars each, null until priced. */
  price: z.number().nullable(),
  total: z.number().nullable(),
});

export const quoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  requestedBy: z.object({ name: z.string(), email: z.string() }),
  status: z.enum(quoteStatuses),
  /** A sent quote past its validity day. */
  expired: z.boolean(),
  note: z.string().nullable(),
  adminNote: z.string().nullable(),
  validUntil: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  total: z.number().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The checkout an accepted quote became (its first order's id). */
  checkoutId: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteListSchema = z.array(quoteSchema);
