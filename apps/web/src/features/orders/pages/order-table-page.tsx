import { type Order } from "@xpart/shared/schemas";
import { formatDollars, LIMITS, ORDER_TEXTS, truncate } from "@xpart/shared/texts";
import { Link } from "react-router";

import { useMyOrders } from "#src/features/orders/api/get-my-orders";
import { MyOrdersStates } from "#src/features/orders/components/my-orders-states";
import { StatusBadge } from "#src/features/orders/components/status-badge";
import { orderView } from "#src/features/orders/order-rules";
import { hrefs } from "#src/lib/paths";

const COLUMNS = ["No.", "Name", "Product Name", "Quantity", "Price ($)", "Payment", "Status"] as const;

function OrderRow({ order, index }: { order: Order; index: number }) {
  const view = orderView(order);
  return (
    <tr>
      <th scope="row">{index + 1}</th>
      <td>{order.name}</td>
      <td title={order.productName}>{truncate(order.productName, LIMITS.tableNameChars)}</td>
      <td>{order.quantity}</td>
      <td>${formatDollars(order.price)}</td>
      <td>
        {view.canPay && (
          <div className="flex items-center gap-2">
            <Link
              to={hrefs.payment(order._id)}
              className="btn btn-primary btn-xs"
              aria-label={`${ORDER_TEXTS.payNow}: order ${index + 1}, ${order.productName}`}
            >
              {ORDER_TEXTS.payNow}
            </Link>
            <span className="text-sm text-base-content/80">{view.paymentNote}</span>
          </div>
        )}
        {view.isPaid && <StatusBadge tone="success">{ORDER_TEXTS.paid}</StatusBadge>}
        {!view.canPay && !view.isPaid && <span className="text-base-content/70">—</span>}
      </td>
      <td>
        <StatusBadge tone={view.tone}>{view.status}</StatusBadge>
      </td>
    </tr>
  );
}

/** Customer order table (spec §2): one row per own order, oldest first, with what is left to do. */
export function OrderTablePage() {
  const orders = useMyOrders();

  const content = (
    <MyOrdersStates orders={orders}>
      {(list) => (
        <>
          <p className="mb-2 text-sm text-base-content/80 sm:hidden">
            Scroll the table sideways for price, payment and status.
          </p>
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table whitespace-nowrap">
              <caption className="sr-only">Your orders, oldest first</caption>
              <thead className="text-base-content/80">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.map((order, index) => (
                  <OrderRow key={order._id} order={order} index={index} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </MyOrdersStates>
  );

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>Order Table | X-Part</title>
      <h1 className="mb-4 text-2xl font-bold">
        {orders.isSuccess ? `${ORDER_TEXTS.myOrdersPrefix}${orders.data.length}` : "My Orders"}
      </h1>
      {content}
    </section>
  );
}
