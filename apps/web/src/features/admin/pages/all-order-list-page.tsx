import { adminOrderSorts, orderStatuses, type AdminOrder, type OrderStatus } from "@xpart/shared/schemas";
import { ADMIN_TEXTS, formatDollars, LIMITS, ORDER_TEXTS, truncate } from "@xpart/shared/texts";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { useAllOrders, useOrderCounts } from "#src/features/admin/api/get-all-orders";
import {
  AdminPage,
  ColumnHeads,
  EmptyState,
  ScrollHint,
  TableScroller,
} from "#src/features/admin/components/admin-page";
import { Pager } from "#src/features/admin/components/pager";
import { SearchBox } from "#src/features/admin/components/search-box";
import { SelectField } from "#src/features/admin/components/select-field";
import { OrderStatusBadge } from "#src/features/admin/components/status-badge";
import { useUrlParams } from "#src/features/admin/hooks/use-url-params";
import {
  readOrderFilters,
  SORT_LABELS,
  writeOrderFilters,
  type OrderFilters,
} from "#src/features/admin/order-filters";
import { ordersHeading, STATUS_LABELS } from "#src/features/admin/order-rules";
import { formatDate } from "#src/lib/format-date";

const PAGE_SIZE = 20;

const COLUMNS = [
  "No.",
  "Name",
  "Email",
  "Product Name",
  "Quantity",
  "Price ($)",
  "Payment",
  "Status",
  "Placed",
] as const;

const STATUS_OPTIONS: readonly { value: OrderStatus | ""; label: string }[] = [
  { value: "", label: "All" },
  ...orderStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const SORT_OPTIONS = adminOrderSorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** The Payment column: paid (and so shipped) orders are 'Paid'; unpaid ones 'Not Paid yet'. */
function paymentText(order: AdminOrder): string {
  if (order.paid || order.status === "paid" || order.status === "shipped") return ORDER_TEXTS.paid;
  return order.status === "unpaid" ? ORDER_TEXTS.notPaidYet : "—";
}

/**
 * All Order List (spec §2, ALLO-01..03): every customer's orders in a read-only table, as the customer's own
 * table shows them plus the email and date, with server-side paging, sorting and the Orders page's filters.
 */
export function AllOrderListPage() {
  const [params, setParams] = useUrlParams();
  const filters = readOrderFilters(params);
  const orders = useAllOrders({ ...filters, limit: PAGE_SIZE });
  const allCounts = useOrderCounts("");

  const change = (next: Partial<OrderFilters>) =>
    setParams((previous) => writeOrderFilters(previous, next), { replace: next.q !== undefined });

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
        No orders match these filters.
      </EmptyState>
    ) : (
      <EmptyState>{ADMIN_TEXTS.noOrdersYet}</EmptyState>
    );
  } else {
    const { orders: list, total } = orders.data;
    content = (
      <>
        <ScrollHint>Scroll the table sideways for price, payment and status.</ScrollHint>
        <TableScroller label="All orders" busy={orders.isPlaceholderData}>
          <table className="table whitespace-nowrap">
            <caption className="sr-only">All orders, {SORT_LABELS[filters.sort].toLowerCase()}</caption>
            <ColumnHeads columns={COLUMNS} />
            <tbody>
              {list.map((order, index) => (
                <tr key={order._id}>
                  <th scope="row">{filters.offset + index + 1}</th>
                  <td>{order.name}</td>
                  <td>{order.email}</td>
                  <td title={order.productName}>{truncate(order.productName, LIMITS.tableNameChars)}</td>
                  <td>{order.quantity}</td>
                  <td>${formatDollars(order.price)}</td>
                  <td>{paymentText(order)}</td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td>
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
        <Pager
          label="Orders"
          offset={filters.offset}
          pageSize={PAGE_SIZE}
          total={total}
          shown={list.length}
          busy={orders.isPlaceholderData}
          onOffset={(offset) => change({ offset })}
        />
      </>
    );
  }

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
