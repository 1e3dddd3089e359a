import type { AdminOrder } from "@xpart/shared/schemas";
import { ADMIN_TEXTS, ORDER_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";
import { toast } from "react-toastify";

import { ConfirmDialog } from "#src/components/confirm-dialog";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { adminErrorMessage, useRecheckAdminOn403 } from "#src/features/admin/api/admin-errors";
import { useAllOrders, useOrderCounts } from "#src/features/admin/api/get-all-orders";
import { useOrderActions } from "#src/features/admin/api/order-actions";
import { AdminOrderCard } from "#src/features/admin/components/admin-order-card";
import { AdminPage, EmptyState } from "#src/features/admin/components/admin-page";
import { Pager } from "#src/features/admin/components/pager";
import { SearchBox } from "#src/features/admin/components/search-box";
import { StatusTabs } from "#src/features/admin/components/status-tabs";
import { useUrlParams } from "#src/features/admin/hooks/use-url-params";
import { readOrderFilters, writeOrderFilters, type OrderFilters } from "#src/features/admin/order-filters";
import { ordersHeading, STATUS_LABELS } from "#src/features/admin/order-rules";

const PAGE_SIZE = 20;

// The original's confirmation before a delete (AORD-10): two lines, the first is the dialog's title.
const [DELETE_TITLE = "", ...DELETE_REST] = ORDER_TEXTS.cancelOrderConfirm.split("\n");
/** What a delete does, by state (DESIGN §4/§5, AORD-11): the order leaves the lists; an unpaid one's stock comes back. */
const DELETE_EFFECTS: Record<AdminOrder["status"], string> = {
  unpaid: "It is cancelled, its stock goes back to the shop, and it leaves every list.",
  cancelled: "It leaves every list; its history is kept.",
  paid: "",
  shipped: "",
};

/**
 * Orders, admin (spec §2, §4 Admin shipping; AORD-01..13): 'Total Orders: N' or 'No Orders Yet', status tabs
 * with counts, a search by order id, email or product, and a card per order. 'Approve Booking' ships a paid
 * order after 'Ship This Boat..!?'; 'Delete Order' removes an unpaid or cancelled one after a confirm.
 */
export function AdminOrdersPage() {
  const [params, setParams] = useUrlParams();
  const filters = readOrderFilters(params);
  const orders = useAllOrders({ ...filters, sort: "newest", limit: PAGE_SIZE });
  // The heading counts every order; the tabs count those the search matches.
  const allCounts = useOrderCounts("");
  const counts = useOrderCounts(filters.q);
  const { ship, remove } = useOrderActions();
  const recheckAdmin = useRecheckAdminOn403();
  const [toShip, setToShip] = useState<AdminOrder | null>(null);
  const [toDelete, setToDelete] = useState<AdminOrder | null>(null);

  const change = (next: Partial<OrderFilters>) =>
    setParams((previous) => writeOrderFilters(previous, next), { replace: next.q !== undefined });

  const onError = (error: Error) => {
    recheckAdmin(error);
    toast.error(adminErrorMessage(error));
  };

  const confirmShip = () => {
    if (!toShip || ship.isPending) return;
    ship.mutate(toShip._id, {
      onSuccess: () => toast.success(ADMIN_TEXTS.productShipped),
      onError,
      onSettled: () => setToShip(null),
    });
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

  let content;
  if (orders.isPending) {
    content = <Spinner />;
  } else if (orders.isError && !orders.data) {
    content = <ErrorWithRetry error={orders.error} onRetry={() => void orders.refetch()} />;
  } else if (orders.data.orders.length === 0) {
    const filtered = filters.status !== "" || filters.q !== "";
    content = filtered ? (
      <EmptyState
        action={
          <button type="button" className="btn btn-primary" onClick={() => change({ status: "", q: "" })}>
            Show all orders
          </button>
        }
      >
        No {filters.status ? `${STATUS_LABELS[filters.status].toLowerCase()} ` : ""}orders
        {filters.q ? ` match "${filters.q}"` : ""}.
      </EmptyState>
    ) : (
      <EmptyState>{ADMIN_TEXTS.noOrdersYet}</EmptyState>
    );
  } else {
    const { orders: list, total: matching } = orders.data;
    content = (
      <>
        <ul
          aria-busy={orders.isPlaceholderData}
          className={`grid gap-6 md:grid-cols-2 2xl:grid-cols-3 ${orders.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {list.map((order) => (
            <li key={order._id} className="flex">
              <AdminOrderCard order={order} onShip={setToShip} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
        <Pager
          label="Orders"
          offset={filters.offset}
          pageSize={PAGE_SIZE}
          total={matching}
          shown={list.length}
          busy={orders.isPlaceholderData}
          onOffset={(offset) => change({ offset })}
        />
      </>
    );
  }

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
      <ConfirmDialog
        open={toShip !== null}
        title={ADMIN_TEXTS.shipConfirm}
        message={
          toShip ? `${toShip.productName} × ${toShip.quantity} to ${toShip.name}, ${toShip.address}` : ""
        }
        confirmLabel="Yes, ship it"
        cancelLabel="No"
        tone="primary"
        busy={ship.isPending}
        onConfirm={confirmShip}
        onCancel={() => setToShip(null)}
      />
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
