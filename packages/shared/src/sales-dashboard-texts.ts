/**
 * The admin's Sales page (issue 27): its window, and its texts. Zod-free, so the dashboard's menu can name the
 * page on the first load; the answer's schema is in sales-dashboard.ts.
 */

/** The days the dashboard covers: today and the 29 before it, as UTC calendar days. */
export const SALES_DAYS = 30;

/** How many products the best sellers list shows. */
export const TOP_PRODUCT_COUNT = 5;

export const SALES_TEXTS = {
  sales: "Sales",
  heading: "Sales, last 30 days",
  daysNote: "Days are UTC calendar days, today included. Revenue counts paid and shipped orders.",
  revenue: "Revenue",
  /** Issue 41: how the revenue was paid. */
  revenueSplit: (byCard: string, onAccount: string) => `${byCard} by card, ${onAccount} on account`,
  paidOrders: "Paid orders",
  averageOrderValue: "Average order value",
  newCustomers: "New customers",
  paymentFailureRate: "Payment failure rate",
  failedOfAttempted: (failed: number, attempted: number) => `${failed} of ${attempted} payments failed`,
  noPayments: "No payments yet",
  notApplicable: "n/a",
  perDay: "Revenue and paid orders per day",
  chartAlternative: "Revenue and paid orders per day, as a table",
  day: "Day (UTC)",
  orders: "Orders",
  statusCounts: "Orders by status",
  allOrders: "All orders",
  topProducts: "Top products by revenue",
  topCompanies: "Top companies by revenue",
  company: "Company",
  noCompanySales: "No company bought in these days.",
  product: "Product",
  quantity: "Quantity",
  noSales: "No paid orders in the last 30 days.",
  lowStock: "Low stock",
  noLowStock: "No product is at or under its reorder threshold.",
  sku: "SKU",
  inStock: "In stock",
  reorderThreshold: "Reorder at",
  lowSince: "Low since",
  tableScrollHint: "Scroll sideways to see every column.",
} as const;
