import type { Order } from "@xpart/shared/schemas";
import { useId } from "react";

import { CreditNoteLinks } from "#src/components/credit-note-links";
import { OrderCardHeading } from "#src/components/order-card-heading";
import {
  PoNumberTerm,
  QuantityAndAmountTerms,
  ShippingAndRefundTerms,
  Term,
} from "#src/components/order-terms";
import { ToneBadge } from "#src/components/tone-badge";
import { CardFooter } from "#src/features/orders/components/card-footer";
import { InvoiceLink } from "#src/features/orders/components/invoice-link";
import { OrderActions } from "#src/features/orders/components/order-actions";
import { orderView } from "#src/features/orders/order-rules";

/**
 * What the card's customer may do: cancel, pay and order again; or, `readOnly`, nothing but download the
 * invoice (issue 40: a company's orders, shown to its admins and approvers, are not theirs to act on).
 */
export type CardActions =
  | {
      readOnly?: false;
      onCancel: (order: Order) => void;
      onOrderAgain: (order: Order) => void;
      /** 'Order again' is on its way for this order. */
      reordering: boolean;
    }
  | { readOnly: true };

type OrderCardProps = { order: Order } & CardActions;

/**
 * One order as a card (spec §2 'My orders cards'): what was ordered, who carries it and its tracking number once
 * shipped and what was refunded with its credit notes (issue 27), and what the customer can still do.
 */
export function OrderCard({ order, ...actions }: OrderCardProps) {
  const view = orderView(order);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card w-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <OrderCardHeading img={order.img} title={order.productName} titleId={titleId} thumbnail="large">
          <p className="mt-1 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
            {order.category}
          </p>
        </OrderCardHeading>
        <p className="text-sm text-base-content/85">{order.details}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <QuantityAndAmountTerms order={order} amountLabel="Price" />
          <Term label="Email" className="break-all">
            {order.email}
          </Term>
          <Term label="Status">
            <ToneBadge tone={view.tone}>{view.status}</ToneBadge>
          </Term>
          <PoNumberTerm poNumber={order.poNumber} />
          <ShippingAndRefundTerms order={order} />
        </dl>
        <CreditNoteLinks order={order} describedBy={titleId} />
        {actions.readOnly ? (
          <InvoiceLink order={order} describedBy={titleId} />
        ) : (
          <>
            <OrderActions
              order={order}
              onOrderAgain={actions.onOrderAgain}
              busy={actions.reordering}
              describedBy={titleId}
            />
            <CardFooter order={order} onCancel={actions.onCancel} describedBy={titleId} showPaid />
          </>
        )}
      </div>
    </article>
  );
}
