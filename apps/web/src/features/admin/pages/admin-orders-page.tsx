import type { AdminOrder, RefundBody, ShippingDetailsInput } from "@xpart/shared/schemas";
import {
  ADMIN_STATUS_LABELS,
  ADMIN_TEXTS,
  formatMoney,
  groupPurchases,
  ORDER_TEXTS,
  PURCHASE_TEXTS,
  REFUND_TEXTS,
  type Purchase,
} from "@xpart/shared/texts";
import { useState } from "react";

import { ConfirmDialog } from "#src/components/confirm-dialog";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useAllOrders, useOrderCounts } from "#src/features/admin/api/get-all-orders";
import { useOrderActions } from "#src/features/admin/api/order-actions";
import { useRefundOrder } from "#src/features/admin/api/refund-order";
import { AdminOrderCard } from "#src/features/admin/components/admin-order-card";
import { AdminPage } from "#src/features/admin/components/admin-page";
import { AdminPurchase } from "#src/features/admin/components/admin-purchase";
import { OrderResults } from "#src/features/admin/components/order-results";
import { RefundDialog } from "#src/features/admin/components/refund-dialog";
import { SearchBox } from "#src/features/admin/components/search-box";
import { ShipDialog } from "#src/features/admin/components/ship-dialog";
import { StatusTabs } from "#src/features/admin/components/status-tabs";
import { useOrderFilters } from "#src/features/admin/hooks/use-order-filters";
import { ORDER_PAGE_SIZE } from "#src/features/admin/order-filters";
import { ordersHeading } from "#src/features/admin/order-rules";
import { ApiClientError } from "#src/lib/api-error";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { toast } from "#src/lib/lazy-toast";

// The original's confirmation before a delete (AORD-10): two lines, the first is the dialog's title.
const [DELETE_TITLE = "", ...DELETE_REST] = ORDER_TEXTS.cancelOrderConfirm.split("\n");
/** What a delete does, by state (DESIGN §4/§5, AORD-11): the order leaves the lists; an unpaid one's stock comes back. */
const DELETE_EFFECTS: Record<AdminOrder["status"], string> = {
  "awaiting-approval": "It is cancelled, its stock goes back to the shop, and it leaves every list.",
  unpaid: "It is cancelled, its stock goes back to the shop, and it leaves every list.",
  cancelled: "It leaves every list; its history is kept.",
  paid: "",
  shipped: "",
};

const CARD_GRID = "grid gap-6 md:grid-cols-2 2xl:grid-cols-3";

/**
 * Orders, admin (spec §2, §4 Admin shipping; AORD-01..13): 'Total Orders: N' or 'No Orders Yet', status tabs
 * with counts, a search by order id, email or product, and a card per order. 'Approve Booking' ships a paid
 * order after 'Ship This Boat..!?', with an optional carrier and tracking number (issue 27); 'Delete Order'
 * removes an unpaid or cancelled one after a confirm.
 */
export function AdminOrdersPage() {
  const [filters, change] = useOrderFilters();
  const orders = useAllOrders({ ...filters, sort: "newest", limit: ORDER_PAGE_SIZE });
  // The heading counts every order; the tabs count those the search matches.
  const allCounts = useOrderCounts("");
  const counts = useOrderCounts(filters.q);
  const { ship, shipAll, remove } = useOrderActions();
  const onError = useAdminFailure();
  const [toShip, setToShip] = useState<AdminOrder | null>(null);
  const [toShipAll, setToShipAll] = useState<Purchase<AdminOrder> | null>(null);
  const [toDelete, setToDelete] = useState<AdminOrder | null>(null);
  const refund = useRefundOrder();
  // One key per opening of the dialog: a retry of the same refund is refunded once (decision 0036).
  const [toRefund, setToRefund] = useState<{ order: AdminOrder; key: string } | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);

  const openRefund = (order: AdminOrder) => {
    refund.reset();
    setRefundError(null);
    setToRefund({ order, key: newIdempotencyKey() });
  };

  const confirmRefund = (body: RefundBody) => {
    if (!toRefund || refund.isPending) return;
    refund.mutate(
      { orderId: toRefund.order._id, body, idempotencyKey: toRefund.key },
      {
        onSuccess: (order) => {
          toast.success(`${REFUND_TEXTS.refunded} ${formatMoney(order.refunded)}`);
          setToRefund(null);
        },
        // The dialog stays open with the server's reason. After a refusal (4xx, final) the next try is another
        // request with a new key; after a provider failure (5xx) it keeps the key, so it is refunded once.
        onError: (error) => {
          setRefundError(onError(error));
          if (error instanceof ApiClientError && error.status < 500)
            setToRefund({ ...toRefund, key: newIdempotencyKey() });
        },
      },
    );
  };

  const confirmShip = (details: ShippingDetailsInput | undefined) => {
    if (!toShip || ship.isPending) return;
    ship.mutate(
      { orderId: toShip._id, details },
      {
        onSuccess: () => toast.success(ADMIN_TEXTS.productShipped),
        onError,
        onSettled: () => setToShip(null),
      },
    );
  };

  const confirmShipAll = (details: ShippingDetailsInput | undefined) => {
    if (!toShipAll || shipAll.isPending) return;
    shipAll.mutate(
      { checkoutId: toShipAll.checkoutId, details },
      {
        onSuccess: ({ modifiedCount }) => toast.success(PURCHASE_TEXTS.linesShippedNow(modifiedCount)),
        onError,
        onSettled: () => setToShipAll(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete || remove.isPending) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success(ADMIN_TEXTS.orderDeleted),
      onError,
      onSettled: () => setToDelete(null),
    });
  };

  const total = allCounts.data?.all;
  const heading = total === undefined ? ADMIN_TEXTS.orders : ordersHeading(total);

  const content = (
    <OrderResults
      orders={orders}
      filters={filters}
      onChange={change}
      noMatch={
        <>
          No {filters.status ? `${ADMIN_STATUS_LABELS[filters.status].toLowerCase()} ` : ""}orders
          {filters.q ? ` match "${filters.q}"` : ""}.
        </>
      }
    >
      {(list) => (
        <ul
          aria-busy={orders.isPlaceholderData}
          className={`${CARD_GRID} ${orders.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {groupPurchases(list).map((purchase) => {
            const cards = purchase.lines.map((order) => (
              <li key={order._id} className="flex">
                <AdminOrderCard
                  order={order}
                  onShip={setToShip}
                  onDelete={setToDelete}
                  onRefund={openRefund}
                />
              </li>
            ));
            return purchase.first.checkoutLines === 1 ? (
              cards
            ) : (
              <li key={purchase.checkoutId} className="md:col-span-2 2xl:col-span-3">
                <AdminPurchase purchase={purchase} onShipAll={setToShipAll}>
                  <ul className={CARD_GRID}>{cards}</ul>
                </AdminPurchase>
              </li>
            );
          })}
        </ul>
      )}
    </OrderResults>
  );

  return (
    <AdminPage title={ADMIN_TEXTS.orders} heading={heading}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <StatusTabs value={filters.status} counts={counts.data} onChange={(status) => change({ status })} />
        <SearchBox
          label="Search orders"
          placeholder="Order id, email or product"
          value={filters.q}
          onSearch={(q) => change({ q })}
        />
      </div>
      {content}
      {toShip && (
        <ShipDialog
          key={toShip._id}
          description={`${toShip.productName} × ${toShip.quantity} to ${toShip.name}, ${toShip.address}`}
          busy={ship.isPending}
          onConfirm={confirmShip}
          onCancel={() => setToShip(null)}
        />
      )}
      {toShipAll && (
        <ShipDialog
          key={toShipAll.checkoutId}
          title={PURCHASE_TEXTS.shipAllConfirm}
          description={PURCHASE_TEXTS.shipAllDescription(
            `${toShipAll.first.name}, ${toShipAll.first.address}`,
          )}
          busy={shipAll.isPending}
          onConfirm={confirmShipAll}
          onCancel={() => setToShipAll(null)}
        />
      )}
      {toRefund && (
        <RefundDialog
          key={toRefund.order._id}
          order={toRefund.order}
          busy={refund.isPending}
          error={refundError}
          onConfirm={confirmRefund}
          onCancel={() => setToRefund(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_TITLE}
        message={[...DELETE_REST, toDelete ? DELETE_EFFECTS[toDelete.status] : ""].join("\n")}
        confirmLabel="Yes, delete it"
        cancelLabel="No"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </AdminPage>
  );
}
