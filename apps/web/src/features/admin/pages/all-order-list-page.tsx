import { adminOrderSorts, orderStatuses, type AdminOrder, type OrderStatus } from "@xpart/shared/schemas";
import {
  ADMIN_STATUS_LABELS,
  ADMIN_TEXTS,
  ALL_ORDER_LIST_COLUMNS,
  formatMoney,
  isPaidStatus,
  LIMITS,
  groupPurchases,
  ORDER_TEXTS,
  PURCHASE_TEXTS,
  purchaseSummary,
  truncate,
  type Purchase,
} from "@xpart/shared/texts";
import { Fragment } from "react";

import { useAllOrders, useOrderCounts } from "#src/features/admin/api/get-all-orders";
import { AdminPage, AdminTable } from "#src/features/admin/components/admin-page";
import { OrderResults } from "#src/features/admin/components/order-results";
import { SearchBox } from "#src/features/admin/components/search-box";
import { SelectField } from "#src/features/admin/components/select-field";
import { OrderStatusBadge } from "#src/features/admin/components/status-badge";
import { useOrderFilters } from "#src/features/admin/hooks/use-order-filters";
import { ORDER_PAGE_SIZE, SORT_LABELS } from "#src/features/admin/order-filters";
import { ordersHeading } from "#src/features/admin/order-rules";
import { formatDate } from "#src/lib/format-date";

const STATUS_OPTIONS: readonly { value: OrderStatus | ""; label: string }[] = [
  { value: "", label: "All" },
  ...orderStatuses.map((status) => ({ value: status, label: ADMIN_STATUS_LABELS[status] })),
];
const SORT_OPTIONS = adminOrderSorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** The Payment column: paid (and so shipped) orders are 'Paid'; unpaid ones 'Not Paid yet'. */
function paymentText(order: AdminOrder): string {
  if (order.paid || isPaidStatus(order.status)) return ORDER_TEXTS.paid;
  return order.status === "unpaid" ? ORDER_TEXTS.notPaidYet : "—";
}

/** One order's row, numbered as the list pages them. */
function OrderListRow({ order, number }: { order: AdminOrder; number: number }) {
  return (
    <tr key={order._id}>
      <th scope="row">{number}</th>
      <td>{order.name}</td>
      <td>{order.email}</td>
      <td title={order.productName}>{truncate(order.productName, LIMITS.tableNameChars)}</td>
      <td>{order.quantity}</td>
      <td>{formatMoney(order.price)}</td>
      <td>{paymentText(order)}</td>
      <td>
        <OrderStatusBadge status={order.status} />
      </td>
      <td>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </td>
    </tr>
  );
}

/** A purchase of several lines, above its lines (issue 39): when, who, the PO number, its total and where it stands. */
function PurchaseRow({ purchase, columns }: { purchase: Purchase<AdminOrder>; columns: number }) {
  const { first } = purchase;
  const summary = purchaseSummary(purchase.lines);
  return (
    <tr className="bg-base-200/60">
      <th scope="rowgroup" colSpan={columns} className="text-start font-normal whitespace-normal">
        <span className="font-semibold">{PURCHASE_TEXTS.purchaseOf(formatDate(first.createdAt))}</span> ·{" "}
        {first.email}
        {first.poNumber && <> · PO {first.poNumber}</>} · {PURCHASE_TEXTS.lineCount(first.checkoutLines)} ·{" "}
        {PURCHASE_TEXTS.total} <span className="font-semibold">{formatMoney(first.checkoutTotal)}</span> ·{" "}
        {summary.text}
      </th>
    </tr>
  );
}

/**
 * All Order List (spec §2, ALLO-01..03): every customer's orders in a read-only table, as the customer's own
 * table shows them plus the email and date, with server-side paging, sorting and the Orders page's filters.
 */
export function AllOrderListPage() {
  const [filters, change] = useOrderFilters();
  const orders = useAllOrders({ ...filters, limit: ORDER_PAGE_SIZE });
  const allCounts = useOrderCounts("");

  const content = (
    <OrderResults
      orders={orders}
      filters={filters}
      onChange={change}
      noMatch="No orders match these filters."
    >
      {(list) => {
        const row = (order: AdminOrder) => (
          <OrderListRow key={order._id} order={order} number={filters.offset + list.indexOf(order) + 1} />
        );
        return (
          <AdminTable
            label="All orders"
            busy={orders.isPlaceholderData}
            scrollHint="Scroll the table sideways for price, payment and status."
            caption={<>All orders, {SORT_LABELS[filters.sort].toLowerCase()}</>}
            columns={ALL_ORDER_LIST_COLUMNS}
            className="table whitespace-nowrap"
          >
            {/* Sorted by date, a purchase's lines come together under its row; sorted by total, each line alone. */}
            {filters.sort === "newest" || filters.sort === "oldest"
              ? groupPurchases(list).map((purchase) =>
                  purchase.first.checkoutLines === 1 ? (
                    purchase.lines.map(row)
                  ) : (
                    <Fragment key={purchase.checkoutId}>
                      <PurchaseRow purchase={purchase} columns={ALL_ORDER_LIST_COLUMNS.length} />
                      {purchase.lines.map(row)}
                    </Fragment>
                  ),
                )
              : list.map(row)}
          </AdminTable>
        );
      }}
    </OrderResults>
  );

  return (
    <AdminPage title={ADMIN_TEXTS.allOrderList}>
      {allCounts.data && (
        <p className="-mt-2 mb-4 text-base-content/80">{ordersHeading(allCounts.data.all)}</p>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search orders"
          placeholder="Order id, email or product"
          value={filters.q}
          onSearch={(q) => change({ q })}
        />
        <SelectField
          label="Status"
          className="w-full sm:w-40"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => change({ status })}
        />
        <SelectField
          label="Sort by"
          className="w-full sm:w-52"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => change({ sort })}
        />
      </div>
      {content}
    </AdminPage>
  );
}
