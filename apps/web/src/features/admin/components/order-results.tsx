import type { AdminOrder } from "@xpart/shared/schemas";
import { ADMIN_TEXTS } from "@xpart/shared/texts";
import type { ReactNode } from "react";

import type { useAllOrders } from "#src/features/admin/api/get-all-orders";
import { EmptyResults, QueryStates } from "#src/features/admin/components/admin-page";
import { Pager } from "#src/features/admin/components/pager";
import { isFilteredOrders, ORDER_PAGE_SIZE, type OrderFilters } from "#src/features/admin/order-filters";

/**
 * One page of the admin order views (Orders and All Order List): their loading, error and empty states, the
 * orders as the view shows them, then the pager. A filter that matches nothing offers 'Show all orders'.
 */
export function OrderResults({
  orders,
  filters,
  onChange,
  noMatch,
  children,
}: {
  orders: ReturnType<typeof useAllOrders>;
  filters: OrderFilters;
  onChange: (next: Partial<OrderFilters>) => void;
  noMatch: ReactNode;
  children: (list: AdminOrder[]) => ReactNode;
}) {
  return (
    <QueryStates
      query={orders}
      isEmpty={(data) => data.orders.length === 0}
      empty={
        <EmptyResults
          filtered={isFilteredOrders(filters)}
          noMatch={noMatch}
          showAll="Show all orders"
          onShowAll={() => onChange({ status: "", q: "" })}
          none={ADMIN_TEXTS.noOrdersYet}
        />
      }
    >
      {({ orders: list, total }) => (
        <>
          {children(list)}
          <Pager
            label="Orders"
            offset={filters.offset}
            pageSize={ORDER_PAGE_SIZE}
            total={total}
            shown={list.length}
            busy={orders.isPlaceholderData}
            onOffset={(offset) => onChange({ offset })}
          />
        </>
      )}
    </QueryStates>
  );
}
