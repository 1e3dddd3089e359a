import type { Order } from "@xpart/shared/schemas";
import { useState } from "react";

import { useReorder, type ReorderOutcome } from "#src/features/orders/api/reorder";
import { toast } from "#src/lib/lazy-toast";

/**
 * 'Order again' for a list of orders: one request at a time, its outcomes kept for the dialog that shows them,
 * a failure said in a toast.
 */
export function useOrderAgain() {
  const reorder = useReorder();
  const [outcomes, setOutcomes] = useState<ReorderOutcome[] | null>(null);
  const start = (order: Order) => {
    if (reorder.isPending) return;
    reorder.mutate(order._id, {
      onSuccess: (answer) => setOutcomes(answer.outcomes),
      onError: (error) => toast.error(error.message),
    });
  };
  return {
    start,
    /** The order being ordered again, whose button shows it is busy. */
    busyId: reorder.isPending ? reorder.variables : null,
    outcomes,
    close: () => setOutcomes(null),
  };
}
