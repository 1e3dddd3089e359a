import { z } from "zod";

import { orderStatuses } from "./order-states.js";
import { orderSchema } from "./orders.js";
import { shippingDetailsSchema } from "./shipping.js";
import { plainText } from "./text.js";

/**
 * The admin's side of orders (issue 10 items 4 and 5): GET /api/allOrders with server-side paging, sorting
 * and filters, its tab counts, each order's timeline, PUT /api/orders/status/:id (paid → shipped), and
 * PUT /api/checkouts/:checkoutId/ship (every line of a purchase that may ship, issue 39).
 */

/**
 * `newest` (the default) and `oldest` by when the order was placed, the lines of one checkout together in the
 * cart's order (issue 39); `total-*` by the order's total.
 */
export const adminOrderSorts = ["newest", "oldest", "total-desc", "total-asc"] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];

export const ADMIN_ORDER_LIMITS = { defaultLimit: 20, maxLimit: 100, maxQueryChars: 100 } as const;

/** Query strings are text: plain decimal digits only, never '1e3', ' 5' or '-0'. */
const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/**
 * A search of orders: an order id (its start or the whole id), the customer's email or the product's name,
 * case-insensitive; `%` and `_` are literal characters. Empty means no search.
 */
const orderSearch = plainText().trim().max(ADMIN_ORDER_LIMITS.maxQueryChars).optional();

/** GET /api/allOrders query; unknown keys are rejected. The total of matches is in `X-Total-Count`. */
export const adminOrderListQuerySchema = z.strictObject({
  status: z.enum(orderStatuses).optional(),
  q: orderSearch,
  sort: z.enum(adminOrderSorts).default("newest"),
  limit: whole(ADMIN_ORDER_LIMITS.maxLimit)
    .pipe(z.number().min(1, "must be at least 1"))
    .default(ADMIN_ORDER_LIMITS.defaultLimit),
  offset: whole(100_000_000).default(0),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** GET /api/allOrders/counts query: the same search as the list, so the tabs count what it shows. */
export const adminOrderCountsQuerySchema = z.strictObject({ q: orderSearch });

/** How many orders (not deleted) are in each state, for the status tabs; `all` is their sum. */
export const adminOrderCountsSchema = z.object({
  all: z.number().int(),
  "awaiting-approval": z.number().int(),
  unpaid: z.number().int(),
  paid: z.number().int(),
  shipped: z.number().int(),
  cancelled: z.number().int(),
});
export type AdminOrderCounts = z.infer<typeof adminOrderCountsSchema>;

/** What happened to an order: `expired` is the unpaid-order expiry, `cancelled` a customer's or an admin's cancel. */
export const orderEvents = ["placed", "paid", "shipped", "cancelled", "expired"] as const;
export type OrderEvent = (typeof orderEvents)[number];

/** Who did it, where no person's email applies. */
export const ORDER_ACTORS = {
  customer: "customer",
  system: "system",
  paymentProvider: "payment provider",
} as const;

/**
 * One step of an order's life: `at` is an ISO time, `by` an admin's email or one of ORDER_ACTORS
 * ('customer' for the customer's own steps, 'payment provider' for the payment, 'system' for the expiry).
 */
export const orderTimelineEntrySchema = z.object({
  event: z.enum(orderEvents),
  at: z.string(),
  by: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/**
 * An order as the admin pages see it: the order, its timeline (oldest step first), and how many lines its
 * checkout has (deleted ones left out) with their total in dollars, so a page that cuts a purchase still
 * heads it with the whole purchase (issue 39).
 */
export const adminOrderSchema = orderSchema.extend({
  timeline: z.array(orderTimelineEntrySchema),
  checkoutLines: z.number().int(),
  checkoutTotal: z.number(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * PUT /api/orders/status/:id: the spec's call sends no body (Fastify reads "none" as null) and still works;
 * the body may carry the optional carrier and tracking number (issue 27, decision 0034).
 */
export const shipOrderBodySchema = shippingDetailsSchema.nullish();

/** PUT /api/orders/status/:id: the spec's `modifiedCount`, and the shipped order. */
export const shipOrderAnswerSchema = z.object({
  modifiedCount: z.number().int(),
  order: adminOrderSchema,
});
export type ShipOrderAnswer = z.infer<typeof shipOrderAnswerSchema>;

/**
 * PUT /api/checkouts/:checkoutId/ship ('Ship all paid lines', issue 39); its body is 'Approve Booking''s
 * (shipOrderBodySchema). A malformed id reads as an unknown one (404), as the order routes' ids do.
 */
export const shipCheckoutParamsSchema = z.strictObject({ checkoutId: z.string().max(100) });

/** What 'Ship all paid lines' shipped: how many lines, and those lines as the admin list shows them. */
export const shipCheckoutAnswerSchema = z.object({
  modifiedCount: z.number().int(),
  orders: z.array(adminOrderSchema),
});

/** What the server answers when an admin's order action is refused (409); the web app shows them as given. */
export const ADMIN_ORDER_TEXTS = {
  shipUnpaid: "This order is not paid yet, so it cannot be shipped",
  shipCancelled: "This order was cancelled, so it cannot be shipped",
  shipRefunded: "This order was refunded in full, so it cannot be shipped",
  alreadyShipped: "This order has already been shipped",
  // 'Ship all paid lines' found no line that may ship (issue 39).
  shipAllUnpaid: "No line of this purchase is paid yet, so nothing can be shipped",
  shipAllCancelled: "This purchase was cancelled, so nothing can be shipped",
  shipAllRefunded:
    "The lines of this purchase not shipped yet were refunded in full, so nothing is left to ship",
  shipAllShipped: "Every line of this purchase has already been shipped",
  deletePaid: "A paid order cannot be deleted: ship it instead",
  deleteShipped: "A shipped order cannot be deleted",
} as const;
