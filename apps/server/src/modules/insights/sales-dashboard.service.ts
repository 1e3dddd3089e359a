import { centsToDollars, SALES_DAYS, TOP_PRODUCT_COUNT, type SalesDashboard } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { customersCreatedSince } from "../accounts/index.js";
import { lowStockProducts } from "../catalog/index.js";
import { companiesForPaperwork } from "../companies/index.js";
import { countOrders, salesPerDay, topCompaniesSince, topProductsSince } from "../orders/index.js";
import { paymentAttemptsSince } from "../payments/index.js";

const DAY_MS = 24 * 3600 * 1000;

/** YYYY-MM-DD of a moment, in UTC. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The window's days: today (UTC) and the SALES_DAYS - 1 before it, oldest first, and its first moment. */
export function salesWindow(now: Date): { from: Date; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (SALES_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: SALES_DAYS }, (_, i) => utcDay(new Date(from.getTime() + i * DAY_MS)));
  return { from, days };
}

/**
 * The owner's figures (issue 27, decision 0033), each one SQL aggregate of the module that owns its table;
 * read-only. Money is summed in integer cents and answered in dollars.
 */
export async function salesDashboard(db: Database, now = new Date()): Promise<SalesDashboard> {
  const { from, days } = salesWindow(now);
  const [perDay, statusCounts, top, companiesTop, newCustomers, payments, lowStock] = await Promise.all([
    salesPerDay(db, from),
    countOrders(db),
    topProductsSince(db, from, TOP_PRODUCT_COUNT),
    topCompaniesSince(db, from, TOP_PRODUCT_COUNT),
    customersCreatedSince(db, from),
    paymentAttemptsSince(db, from),
    lowStockProducts(db),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const companyNames = await companiesForPaperwork(
    db,
    companiesTop.map((c) => c.companyId),
  );
  const revenueCents = perDay.reduce((sum, d) => sum + d.revenueCents, 0);
  const onAccountCents = perDay.reduce((sum, d) => sum + d.onAccountCents, 0);
  const paidOrders = perDay.reduce((sum, d) => sum + d.orders, 0);
  return {
    from: days[0]!,
    to: days.at(-1)!,
    days: days.map((day) => ({
      day,
      revenue: centsToDollars(byDay.get(day)?.revenueCents ?? 0),
      orders: byDay.get(day)?.orders ?? 0,
    })),
    revenue: centsToDollars(revenueCents),
    revenueOnAccount: centsToDollars(onAccountCents),
    paidOrders,
    // Whole cents, as every amount the shop shows.
    averageOrderValue: paidOrders ? centsToDollars(Math.round(revenueCents / paidOrders)) : null,
    statusCounts,
    topProducts: top.map((p) => ({
      _id: p.productId,
      name: p.name,
      quantity: p.quantity,
      revenue: centsToDollars(p.revenueCents),
    })),
    topCompanies: companiesTop.map((c) => ({
      _id: c.companyId,
      name: companyNames.get(c.companyId)?.name ?? "",
      orders: c.orders,
      revenue: centsToDollars(c.revenueCents),
    })),
    newCustomers,
    payments: {
      ...payments,
      failureRate: payments.attempted ? payments.failed / payments.attempted : null,
    },
    lowStock: lowStock.map((p) => ({
      _id: p.id,
      name: p.name,
      sku: p.sku,
      availableQty: p.availableQty,
      reorderThreshold: p.reorderThreshold!,
      lowStockSince: p.lowStockSince?.toISOString() ?? null,
    })),
  };
}
