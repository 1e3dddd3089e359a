import { useQuery } from "@tanstack/react-query";
import { orderSchema, type Order } from "@xpart/shared/schemas";
import { z } from "zod";

import { apiRequest } from "#src/lib/api-client";
import { useAuth } from "#src/lib/auth/auth-context";
import { queryKeys } from "#src/lib/query-keys";

const ordersSchema = z.array(orderSchema);

/**
 * The lines of the checkout `order` belongs to (decision 0031: one payment pays them all), read from the
 * customer's own orders (GET /api/orders?email=, the cache My Orders shares). Idle until asked: an admin
 * cannot read a customer's list.
 */
export function useCheckoutLines(order: Order | undefined, enabled: boolean) {
  const { user } = useAuth();
  const email = user?.email ?? "";
  return useQuery({
    queryKey: queryKeys.orders.mine(email),
    queryFn: async ({ signal }) => {
      const path = `/api/orders?email=${encodeURIComponent(email)}`;
      return (await apiRequest(path, ordersSchema, { auth: true, ownData: true, signal })).data;
    },
    meta: { private: true },
    staleTime: 0,
    enabled: enabled && email !== "" && order !== undefined,
    select: (orders) => orders.filter((line) => line.checkoutId === order?.checkoutId),
  });
}
