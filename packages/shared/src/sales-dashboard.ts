import { z } from "zod";

import { adminOrderCountsSchema } from "./admin-orders.js";

/**
 * GET /api/admin/dashboard (issue 27, decision 0033): the owner's figures of the last SALES_DAYS UTC days, in
 * dollars as every answer's money is (DESIGN §5). An order is one line of a checkout, as in every admin list.
 */

/** One UTC calendar day: the revenue and the number of orders paid that day (still paid or shipped). */
export const salesDaySchema = z.object({
  /** YYYY-MM-DD, in UTC. */
  day: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** A best seller of the window; `_id` is null when the product was deleted since (its orders keep its name). */
export const topProductSchema = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/** A company's paid lines in the window (issue 40): its orders (lines) and revenue. */
export const topCompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
});

/** A product at or under its reorder threshold, lowest stock first. */
export const lowStockProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  availableQty: z.number().int(),
  reorderThreshold: z.number().int(),
  /** When stock fell to the threshold and the alert went out; null when it was already there when set. */
  lowStockSince: z.string().nullable(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

export const salesDashboardSchema = z.object({
  /** The window's first and last day, YYYY-MM-DD in UTC. */
  from: z.string(),
  to: z.string(),
  /** Every day of the window, oldest first, days without sales as 0. */
  days: z.array(salesDaySchema),
  revenue: z.number(),
  /** Of the revenue, what was sold on companies' accounts (issue 41); the rest was paid by card. */
  revenueOnAccount: z.number(),
  paidOrders: z.number().int(),
  /** Revenue over paid orders; null without any. */
  averageOrderValue: z.number().nullable(),
  /** Orders in each state now (not deleted), as the admin's order tabs count them. */
  statusCounts: adminOrderCountsSchema,
  topProducts: z.array(topProductSchema),
  /** The companies whose members bought the most in the window (issue 40). */
  topCompanies: z.array(topCompanySchema),
  /** Customer accounts created in the window. */
  newCustomers: z.number().int(),
  /** Payments opened in the window and those that ended on a refused card; the rate is null without any. */
  payments: z.object({
    attempted: z.number().int(),
    failed: z.number().int(),
    failureRate: z.number().nullable(),
  }),
  lowStock: z.array(lowStockProductSchema),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;
