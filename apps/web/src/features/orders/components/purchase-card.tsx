import type { Order } from "@xpart/shared/schemas";
import { formatMoney, PURCHASE_TEXTS, type Purchase } from "@xpart/shared/texts";
import { useId } from "react";

import { CreditNoteLinks } from "#src/components/credit-note-links";
import { PoNumberTerm, ShippingAndRefundTerms, Term } from "#src/components/order-terms";
import { PurchaseSummaryBadge } from "#src/components/purchase-summary-badge";
import { Thumbnail } from "#src/components/thumbnail";
import { ToneBadge } from "#src/components/tone-badge";
import { CardFooter } from "#src/features/orders/components/card-footer";
import { InvoiceLink } from "#src/features/orders/components/invoice-link";
import { OrderActions } from "#src/features/orders/components/order-actions";
import type { CardActions } from "#src/features/orders/components/order-card";
import { orderView } from "#src/features/orders/order-rules";
import { formatDate } from "#src/lib/format-date";

/** Cancelling one unpaid line cancels its checkout's other lines (decision 0031): the first stands for all. */
type PurchaseCardProps = { purchase: Purchase<Order> } & CardActions;

/** One line of a purchase: what it is, how many at what price, where it stands and what was sent or given back. */
function PurchaseLineItem({ line }: { line: Order }) {
  const view = orderView(line);
  const nameId = useId();
  return (
    <li className="grid grid-cols-[3rem_minmax(0,1fr)] gap-3 border-t border-base-300 pt-3">
      <Thumbnail src={line.img} size={48} className="size-12" />
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={nameId} className="font-semibold wrap-anywhere">
            {line.productName}
          </h3>
          <ToneBadge tone={view.tone}>{view.status}</ToneBadge>
        </div>
        <p className="text-sm text-base-content/80">
          {line.quantity} × {formatMoney(line.unitPrice)} ={" "}
          <span className="font-semibold text-base-content">{formatMoney(line.price)}</span>
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <ShippingAndRefundTerms order={line} />
        </dl>
        <CreditNoteLinks order={line} describedBy={nameId} />
      </div>
    </li>
  );
}

/**
 * A checkout of several lines on My Orders (issue 39): one card with the purchase's date, PO number, total and
 * where it stands, its lines each with their own state, and one invoice, one 'Order again' (every line back in
 * the cart) and one 'Payment' or 'Cancel order' while unpaid. A one-line purchase keeps the spec's OrderCard.
 */
export function PurchaseCard({ purchase, ...actions }: PurchaseCardProps) {
  const { first, lines } = purchase;
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card w-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="card-title text-lg leading-snug">
            {PURCHASE_TEXTS.purchaseOf(formatDate(first.createdAt))}
          </h2>
          <PurchaseSummaryBadge lines={lines} />
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <PoNumberTerm poNumber={first.poNumber} />
          <Term label="Lines">{lines.length}</Term>
          <Term label={PURCHASE_TEXTS.total} className="font-semibold">
            {formatMoney(purchase.total)}
          </Term>
        </dl>
        <ul aria-label={PURCHASE_TEXTS.linesOf(formatDate(first.createdAt))} className="space-y-3">
          {lines.map((line) => (
            <PurchaseLineItem key={line._id} line={line} />
          ))}
        </ul>
        {actions.readOnly ? (
          <InvoiceLink order={first} describedBy={titleId} />
        ) : (
          <>
            <OrderActions
              order={first}
              onOrderAgain={actions.onOrderAgain}
              busy={actions.reordering}
              describedBy={titleId}
            />
            <CardFooter order={first} onCancel={actions.onCancel} describedBy={titleId} showPaid={false} />
          </>
        )}
      </div>
    </article>
  );
}
