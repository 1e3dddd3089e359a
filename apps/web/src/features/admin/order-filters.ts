import { adminOrderSorts, orderStatuses, type AdminOrderSort, type OrderStatus } from "@xpart/shared/schemas";

/** The admin order views keep their filters in the URL, so a reload or a shared link shows the same list. */
export interface OrderFilters {
  status: OrderStatus | "";
  q: string;
  sort: AdminOrderSort;
  offset: number;
}

/** Both admin order views show this many orders a page. */
export const ORDER_PAGE_SIZE = 20;

/** Whether a state or a search narrows the list (its empty state then offers the way back to all orders). */
export function isFilteredOrders(filters: OrderFilters): boolean {
  return filters.status !== "" || filters.q !== "";
}

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = orderStatuses.find((s) => s === params.get("status")) ?? "";
  const sort = adminOrderSorts.find((s) => s === params.get("sort")) ?? "newest";
  const offset = Number(params.get("offset"));
  return {
    status,
    q: params.get("q")?.trim() ?? "",
    sort,
    offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL for changed filters: a new filter starts again at the first page; defaults stay out of the URL. */
export function writeOrderFilters(previous: URLSearchParams, change: Partial<OrderFilters>): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (key: string, value: string, fallback: string) => {
    if (value && value !== fallback) next.set(key, value);
    else next.delete(key);
  };
  if (change.status !== undefined) set("status", change.status, "");
  if (change.q !== undefined) set("q", change.q, "");
  if (change.sort !== undefined) set("sort", change.sort, "newest");
  if (change.offset !== undefined) set("offset", change.offset ? String(change.offset) : "", "");
  else next.delete("offset");
  return next;
}

export const SORT_LABELS: Record<AdminOrderSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "total-desc": "Total, high to low",
  "total-asc": "Total, low to high",
};
