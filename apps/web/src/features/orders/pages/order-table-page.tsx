import type { Order } from "@xpart/shared/schemas";
import {
  formatMoney,
  groupPurchases,
  LIMITS,
  ORDER_TABLE_COLUMNS,
  ORDER_TEXTS,
  orderNumber,
  truncate,
  type Purchase,
} from "@xpart/shared/texts";
import { Link } from "react-router";

import { ColumnHeads } from "#src/components/column-heads";
import { PoNumberTerm, Term } from "#src/components/order-terms";
import { Skeleton } from "#src/components/skeleton";
import { ToneBadge } from "#src/components/tone-badge";
import { useMyOrders } from "#src/features/orders/api/get-my-orders";
import { MyOrdersStates } from "#src/features/orders/components/my-orders-states";
import { OrderActions } from "#src/features/orders/components/order-actions";
import { PurchaseCardGroup, PurchaseRowGroup } from "#src/features/orders/components/purchase-group";
import { ReorderOutcomesDialog } from "#src/features/orders/components/reorder-outcomes-dialog";
import { useOrderAgain } from "#src/features/orders/hooks/use-order-again";
import { orderView } from "#src/features/orders/order-rules";
import { formatDate } from "#src/lib/format-date";
import { hrefs } from "#src/lib/paths";

/** 'Pay Now' with 'Not Paid yet', or the 'Paid' mark, or a dash: the same in a row and on a card. */
function PaymentCell({ order, index, inPurchase }: { order: Order; index: number; inPurchase: boolean }) {
  const view = orderView(order);
  // A line of a larger purchase is paid with it, by the purchase's one 'Pay Now' (decision 0031).
  if (view.canPay && inPurchase)
    return <span className="text-sm text-base-content/80">{view.paymentNote}</span>;
  if (view.canPay) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={hrefs.payment(order._id)}
          className="btn btn-primary btn-xs"
          aria-label={`${ORDER_TEXTS.payNow}: order ${index + 1}, ${order.productName}`}
        >
          {ORDER_TEXTS.payNow}
        </Link>
        <span className="text-sm text-base-content/80">{view.paymentNote}</span>
      </div>
    );
  }
  if (view.isPaid) return <ToneBadge tone="success">{ORDER_TEXTS.paid}</ToneBadge>;
  return <span className="text-base-content/70">—</span>;
}

const OrderDate = ({ order }: { order: Order }) => (
  <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
);

/** What a row or card offers beyond the spec's columns (issue 26): 'Order again' and the invoice. */
interface RowActions {
  onOrderAgain: (order: Order) => void;
  busyId: string | null;
}

interface OrderViewProps extends RowActions {
  order: Order;
  index: number;
  /** A line of a purchase of several lines: paid, ordered again and invoiced with the purchase (issue 39). */
  inPurchase: boolean;
}

/** The buyer's PO number, when they gave one; it breaks anywhere, so it never widens the table. */
const PoNumber = ({ order }: { order: Order }) =>
  order.poNumber && (
    <span className="block text-xs whitespace-normal text-base-content/80 wrap-anywhere">
      PO {order.poNumber}
    </span>
  );

/** The Payment column's content and, for an order of its own, 'Order again' and its invoice (issue 26). */
function PaymentAndActions({
  order,
  index,
  inPurchase,
  onOrderAgain,
  busyId,
  describedBy,
}: OrderViewProps & { describedBy: string }) {
  return (
    <>
      <PaymentCell order={order} index={index} inPurchase={inPurchase} />
      {!inPurchase && (
        <OrderActions
          order={order}
          onOrderAgain={onOrderAgain}
          busy={busyId === order._id}
          describedBy={describedBy}
        />
      )}
    </>
  );
}

function OrderRow(props: OrderViewProps) {
  const { order, index } = props;
  const view = orderView(order);
  const productId = `order-row-${order._id}`;
  return (
    <tr>
      <th scope="row">{index + 1}</th>
      <td className="wrap-anywhere whitespace-normal">{order.name}</td>
      <td id={productId} title={order.productName}>
        {truncate(order.productName, LIMITS.tableNameChars)}
        <PoNumber order={order} />
      </td>
      <td>{order.quantity}</td>
      <td>{formatMoney(order.price)}</td>
      <td className="space-y-1 whitespace-normal">
        <PaymentAndActions {...props} describedBy={productId} />
      </td>
      <td>
        <ToneBadge tone={view.tone}>{view.status}</ToneBadge>
      </td>
      <td className="font-mono">{orderNumber(order._id)}</td>
      <td>
        <OrderDate order={order} />
      </td>
    </tr>
  );
}

/** One order as a stacked card, for screens narrower than the table: nothing scrolls sideways. */
function OrderCard(props: OrderViewProps) {
  const { order, index } = props;
  const view = orderView(order);
  return (
    <article
      aria-labelledby={`order-card-${order._id}`}
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-base-content/80">
        <span>
          {ORDER_TABLE_COLUMNS[0]} {index + 1} · Order{" "}
          <span className="font-mono">{orderNumber(order._id)}</span>
        </span>
        <OrderDate order={order} />
      </p>
      <h2
        id={`order-card-${order._id}`}
        className="mt-1 font-semibold wrap-anywhere"
        title={order.productName}
      >
        {truncate(order.productName, LIMITS.tableNameChars)}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Term label="Name" className="wrap-anywhere">
          {order.name}
        </Term>
        <Term label="Quantity">{order.quantity}</Term>
        <Term label="Price ($)" className="font-semibold">
          {formatMoney(order.price)}
        </Term>
        <Term label="Status">
          <ToneBadge tone={view.tone}>{view.status}</ToneBadge>
        </Term>
        <PoNumberTerm poNumber={order.poNumber} />
      </dl>
      <div className="mt-3 space-y-2">
        <PaymentAndActions {...props} describedBy={`order-card-${order._id}`} />
      </div>
    </article>
  );
}

/**
 * The orders by purchase (issue 39), each line keeping its number in the spec's list (the '#' column counts
 * orders, oldest first).
 */
function numberedPurchases(list: Order[]) {
  const numbers = new Map(list.map((order, index) => [order._id, index]));
  return groupPurchases(list).map((purchase) => ({
    purchase,
    lines: purchase.lines.map((order) => ({ order, index: numbers.get(order._id) ?? 0 })),
  }));
}

/** The table's header and three rows in grey (cards below `md`) while the orders load. */
const TABLE_SKELETON = (
  <div className="space-y-3 md:space-y-0 md:overflow-hidden md:rounded-box md:border md:border-base-300">
    <Skeleton className="hidden h-12 rounded-none md:block" />
    {[0, 1, 2].map((key) => (
      <Skeleton key={key} className="h-52 md:mt-px md:h-14 md:rounded-none" />
    ))}
  </div>
);

/**
 * Customer order table (spec §2): one row per own order, oldest first, with what is left to do. Below `md` the
 * same orders are a list of cards, so price, status and 'Pay Now' show without sideways scrolling.
 */
export function OrderTablePage() {
  const orders = useMyOrders();
  const again = useOrderAgain();
  const actions: RowActions = { onOrderAgain: again.start, busyId: again.busyId };
  const busy = (purchase: Purchase<Order>) => again.busyId === purchase.first._id;

  const content = (
    <MyOrdersStates orders={orders} skeleton={TABLE_SKELETON}>
      {(list) => {
        const purchases = numberedPurchases(list);
        return (
          <>
            <ul aria-label="Your orders, oldest first" className="space-y-3 md:hidden">
              {purchases.map(({ purchase, lines }) => {
                const cards = lines.map(({ order, index }) => (
                  <li key={order._id}>
                    <OrderCard order={order} index={index} inPurchase={lines.length > 1} {...actions} />
                  </li>
                ));
                return lines.length === 1 ? (
                  cards
                ) : (
                  <li key={purchase.checkoutId}>
                    <PurchaseCardGroup purchase={purchase} onOrderAgain={again.start} busy={busy(purchase)}>
                      {cards}
                    </PurchaseCardGroup>
                  </li>
                );
              })}
            </ul>
            <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block">
              {/* Figures stay on one line; the buyer's name and the payment cell wrap, so the table fits beside
                the dashboard's menu (its content is as wide at 1920 px) and the Date column is never cut (issue 24). */}
              <table className="table whitespace-nowrap [&_:is(th,td)]:px-3">
                <caption className="sr-only">Your orders, oldest first</caption>
                <ColumnHeads columns={ORDER_TABLE_COLUMNS} />
                {purchases.map(({ purchase, lines }) => {
                  const rows = lines.map(({ order, index }) => (
                    <OrderRow
                      key={order._id}
                      order={order}
                      index={index}
                      inPurchase={lines.length > 1}
                      {...actions}
                    />
                  ));
                  return lines.length === 1 ? (
                    <tbody key={purchase.checkoutId}>{rows}</tbody>
                  ) : (
                    <PurchaseRowGroup
                      key={purchase.checkoutId}
                      purchase={purchase}
                      onOrderAgain={again.start}
                      busy={busy(purchase)}
                      columns={ORDER_TABLE_COLUMNS.length}
                    >
                      {rows}
                    </PurchaseRowGroup>
                  );
                })}
              </table>
            </div>
          </>
        );
      }}
    </MyOrdersStates>
  );

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>Order Table | X-Part</title>
      <h1 className="mb-4 text-2xl font-bold">
        {orders.isSuccess ? `${ORDER_TEXTS.myOrdersPrefix}${orders.data.length}` : "My Orders"}
      </h1>
      {content}
      <ReorderOutcomesDialog outcomes={again.outcomes} onClose={again.close} />
    </section>
  );
}
