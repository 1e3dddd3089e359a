import type { Order } from "@xpart/shared/schemas";
import { groupPurchases, ORDER_TEXTS, PURCHASE_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";

import { ConfirmDialog } from "#src/components/confirm-dialog";
import { Skeleton } from "#src/components/skeleton";
import { useCancelOrder } from "#src/features/orders/api/cancel-order";
import { myOrdersQueryOptions, useMyOrders } from "#src/features/orders/api/get-my-orders";
import { MyOrdersStates } from "#src/features/orders/components/my-orders-states";
import { OrderCard } from "#src/features/orders/components/order-card";
import { PurchaseCard } from "#src/features/orders/components/purchase-card";
import { ReorderOutcomesDialog } from "#src/features/orders/components/reorder-outcomes-dialog";
import { useOrderAgain } from "#src/features/orders/hooks/use-order-again";
import { knownUser } from "#src/lib/auth/auth-context";
import { toast } from "#src/lib/lazy-toast";
import type { PagePrefetch } from "#src/lib/page-prefetch";

// The spec's confirmation (§4 Customer cancel) is two lines: the first is the dialog's title.
const [CONFIRM_TITLE = "", ...CONFIRM_REST] = ORDER_TEXTS.cancelOrderConfirm.split("\n");
const GRID = "grid gap-6 md:grid-cols-2 2xl:grid-cols-3";

/** Two order cards' worth of grey while the orders load. */
const CARDS_SKELETON = (
  <ul aria-hidden="true" className={GRID}>
    {[0, 1].map((key) => (
      <li key={key}>
        <Skeleton className="h-72 w-full" />
      </li>
    ))}
  </ul>
);

/** The signed-in customer's orders, asked for with the page's code: the server draws the cards (issue 24). */
export const prefetch: PagePrefetch = async (client) => {
  const email = knownUser(client)?.email;
  if (email) await client.prefetchQuery(myOrdersQueryOptions(email));
};

/**
 * 'My Order' (spec §2 'My orders cards'): own orders as cards, with cancel and pay while unpaid; the lines of one
 * checkout as one purchase card (issue 39).
 */
export function MyOrdersPage() {
  const orders = useMyOrders();
  const cancel = useCancelOrder();
  const again = useOrderAgain();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  // Cancelling one unpaid line cancels its checkout's other lines (decision 0031): the dialog says so.
  const purchaseLines = toCancel
    ? (orders.data ?? []).filter((o) => o.checkoutId === toCancel.checkoutId).length
    : 0;

  const confirmCancel = () => {
    if (!toCancel || cancel.isPending) return;
    cancel.mutate(toCancel._id, {
      onSuccess: () => toast.success(ORDER_TEXTS.orderCancelled),
      onError: (error) => toast.error(error.message),
      onSettled: () => setToCancel(null),
    });
  };

  const content = (
    <MyOrdersStates orders={orders} skeleton={CARDS_SKELETON}>
      {(list) => (
        <ul className={GRID}>
          {groupPurchases(list).map((purchase) => {
            const { first } = purchase;
            const props = {
              onCancel: setToCancel,
              onOrderAgain: again.start,
              reordering: again.busyId === first._id,
            };
            return (
              <li key={purchase.checkoutId} className="flex">
                {purchase.lines.length === 1 ? (
                  <OrderCard order={first} {...props} />
                ) : (
                  <PurchaseCard purchase={purchase} {...props} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </MyOrdersStates>
  );

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>My Order | X-Part</title>
      <h1 className="mb-4 text-2xl font-bold">My Order</h1>
      {content}
      <ConfirmDialog
        open={toCancel !== null}
        title={CONFIRM_TITLE}
        message={[
          ...CONFIRM_REST,
          ...(purchaseLines > 1 ? [PURCHASE_TEXTS.cancelsEveryLine(purchaseLines)] : []),
        ].join("\n")}
        confirmLabel="Yes, cancel it"
        cancelLabel="No, keep it"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      />
      <ReorderOutcomesDialog outcomes={again.outcomes} onClose={again.close} />
    </section>
  );
}
