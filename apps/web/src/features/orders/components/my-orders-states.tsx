import type { Order } from "@xpart/shared/schemas";
import { ORDER_TEXTS } from "@xpart/shared/texts";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { LoadingSkeleton } from "#src/components/skeleton";
import type { useMyOrders } from "#src/features/orders/api/get-my-orders";
import { paths } from "#src/lib/paths";

/**
 * The loading, error and empty states both order views share; `children` renders a loaded, non-empty list, and
 * `skeleton` stands in its shape while it loads.
 */
export function MyOrdersStates({
  orders,
  skeleton,
  children,
}: {
  orders: ReturnType<typeof useMyOrders>;
  skeleton: ReactNode;
  children: (list: Order[]) => ReactNode;
}) {
  if (orders.isPending) return <LoadingSkeleton>{skeleton}</LoadingSkeleton>;
  if (orders.isError) return <ErrorWithRetry error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <div className="rounded-box border border-dashed border-base-300 p-8 text-center">
        <p className="text-lg">{ORDER_TEXTS.noOrders}</p>
        <Link to={paths.shop} className="btn btn-primary mt-4">
          Browse the shop
        </Link>
      </div>
    );
  }
  return children(orders.data);
}
