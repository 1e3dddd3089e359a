import type { Order } from "@xpart/shared";
import { ORDER_TEXTS } from "@xpart/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { ErrorWithRetry } from "../../../components/error-with-retry";
import { Spinner } from "../../../components/spinner";
import type { useMyOrders } from "../api/get-my-orders";

/** The loading, error and empty states both order views share; `children` renders a loaded, non-empty list. */
export function MyOrdersStates({
  orders,
  children,
}: {
  orders: ReturnType<typeof useMyOrders>;
  children: (list: Order[]) => ReactNode;
}) {
  if (orders.isPending) return <Spinner />;
  if (orders.isError) return <ErrorWithRetry error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <div className="rounded-box border border-dashed border-base-300 p-8 text-center">
        <p className="text-lg">{ORDER_TEXTS.noOrders}</p>
        <Link to="/shop" className="btn btn-primary mt-4">
          Browse the shop
        </Link>
      </div>
    );
  }
  return children(orders.data);
}
