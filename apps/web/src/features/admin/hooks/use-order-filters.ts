import { readOrderFilters, writeOrderFilters, type OrderFilters } from "#src/features/admin/order-filters";

import { useUrlParams } from "./use-url-params";

/**
 * The admin order views' filters, read from the URL, and a change that writes them back: a search replaces
 * the history entry, any other change adds one.
 */
export function useOrderFilters() {
  const [params, setParams] = useUrlParams();
  const change = (next: Partial<OrderFilters>) =>
    setParams((previous) => writeOrderFilters(previous, next), { replace: next.q !== undefined });
  return [readOrderFilters(params), change] as const;
}
