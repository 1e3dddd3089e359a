import type { AdminOrderCounts, SalesDashboard } from "@xpart/shared/schemas";
import { ADMIN_STATUS_LABELS, orderStatuses, SALES_TEXTS } from "@xpart/shared/texts";

const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** '12.5%', or 'n/a' when no payment was attempted (a rate of nothing is not 0%). */
export function formatRate(rate: number | null): string {
  return rate === null ? SALES_TEXTS.notApplicable : PERCENT.format(rate);
}

/** 'Mon, Nov 23' for a YYYY-MM-DD day, read as the UTC day it is (never shifted by the reader's zone). */
const DAY = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** The status counts in the order a shop works through them, each with its label. */
export function statusRows(counts: AdminOrderCounts): { label: string; count: number }[] {
  return [
    ...orderStatuses.map((status) => ({ label: ADMIN_STATUS_LABELS[status], count: counts[status] })),
    { label: SALES_TEXTS.allOrders, count: counts.all },
  ];
}

/** The chart's columns: each day's UTC midnight in seconds (uPlot's x), its revenue and its paid orders. */
export function chartColumns(days: SalesDashboard["days"]): [number[], number[], number[]] {
  return [
    days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
    days.map((d) => d.revenue),
    days.map((d) => d.orders),
  ];
}
