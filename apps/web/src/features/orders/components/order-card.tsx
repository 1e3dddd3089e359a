import type { Order } from "@xpart/shared/schemas";
import { formatMoney, ORDER_TEXTS, REFUND_TEXTS, SHIPPING_TEXTS } from "@xpart/shared/texts";
import { useId } from "react";
import { Link } from "react-router";

import { CreditNoteLinks } from "#src/components/credit-note-links";
import { Thumbnail } from "#src/components/thumbnail";
import { ToneBadge } from "#src/components/tone-badge";
import { OrderActions } from "#src/features/orders/components/order-actions";
import { orderView } from "#src/features/orders/order-rules";
import { hrefs } from "#src/lib/paths";

interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
  onOrderAgain: (order: Order) => void;
  /** 'Order again' is on its way for this order. */
  reordering: boolean;
}

/**
 * One order as a card (spec §2 'My orders cards'): what was ordered, who carries it and its tracking number once
 * shipped and what was refunded with its credit notes (issue 27), and what the customer can still do.
 */
export function OrderCard({ order, onCancel, onOrderAgain, reordering }: OrderCardProps) {
  const view = orderView(order);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card w-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <div className="flex items-start gap-4">
          <Thumbnail src={order.img} size={80} className="size-20 shrink-0" />
          <div className="min-w-0">
            <h2 id={titleId} className="card-title text-lg leading-snug break-words">
              {order.productName}
            </h2>
            <p className="mt-1 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
              {order.category}
            </p>
          </div>
        </div>
        <p className="text-sm text-base-content/85">{order.details}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70">Quantity</dt>
          <dd className="font-semibold">{order.quantity}</dd>
          <dt className="text-base-content/70">Price</dt>
          <dd className="font-semibold">{formatMoney(order.price)}</dd>
          <dt className="text-base-content/70">Email</dt>
          <dd className="break-all">{order.email}</dd>
          <dt className="text-base-content/70">Status</dt>
          <dd>
            <ToneBadge tone={view.tone}>{view.status}</ToneBadge>
          </dd>
          {order.poNumber && (
            <>
              <dt className="text-base-content/70">PO number</dt>
              <dd className="wrap-anywhere">{order.poNumber}</dd>
            </>
          )}
          {order.carrier && (
            <>
              <dt className="text-base-content/70">{SHIPPING_TEXTS.carrier}</dt>
              <dd className="wrap-anywhere">{order.carrier}</dd>
            </>
          )}
          {order.trackingNumber && (
            <>
              <dt className="text-base-content/70">{SHIPPING_TEXTS.trackingNumber}</dt>
              <dd className="font-mono wrap-anywhere">{order.trackingNumber}</dd>
            </>
          )}
          {order.refunded > 0 && (
            <>
              <dt className="text-base-content/70">{REFUND_TEXTS.refunded}</dt>
              <dd className="font-semibold">{formatMoney(order.refunded)}</dd>
            </>
          )}
        </dl>
        <CreditNoteLinks order={order} describedBy={titleId} />
        <OrderActions order={order} onOrderAgain={onOrderAgain} busy={reordering} describedBy={titleId} />
        {(view.canCancel || view.canPay || view.isPaid) && (
          <div className="card-actions mt-auto justify-end pt-2">
            {view.canCancel && (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                aria-describedby={titleId}
                onClick={() => onCancel(order)}
              >
                {ORDER_TEXTS.cancelOrder}
              </button>
            )}
            {view.canPay && (
              <Link
                to={hrefs.payment(order._id)}
                className="btn btn-primary btn-sm"
                aria-describedby={titleId}
              >
                {ORDER_TEXTS.payment}
              </Link>
            )}
            {view.isPaid && (
              <button type="button" className="btn btn-sm" disabled aria-describedby={titleId}>
                {ORDER_TEXTS.paid}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
