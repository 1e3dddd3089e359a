import type { Order } from "@xpart/shared/schemas";
import {
  APPROVAL_TEXTS,
  dueDayOf,
  utcDay,
  formatMoney,
  TERM_LABELS,
  TRADE_TEXTS,
  type AccountTerms,
} from "@xpart/shared/texts";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

import { ON_ACCOUNT_PAGE_TEXTS } from "#src/lib/company/on-account-texts";
import { formatDay } from "#src/lib/format-date";
import { hrefs } from "#src/lib/paths";

interface CheckoutConfirmationProps {
  orders: Order[];
  total: number;
  /** The company's terms when the checkout went on its account (issue 41); none for a card checkout. */
  onAccount?: AccountTerms | undefined;
}

/**
 * What a placed checkout shows: 'Order placed', its lines and total, and one way on, 'Pay now' (one payment
 * pays every line, decision 0031). On the company's account (issue 41) it is paid already: the invoice's due
 * day instead of 'Pay now'. Its heading takes the focus, so a screen reader hears the news at once.
 */
export function CheckoutConfirmation({ orders, total, onAccount }: CheckoutConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const first = orders[0];
  const poNumber = first?.poNumber;
  // Over the buyer's spending limit (issue 40): nothing to pay until their company approves it.
  const awaitingApproval = first?.status === "awaiting-approval";
  return (
    <section
      aria-labelledby="order-placed"
      className="mx-auto max-w-2xl rounded-box border border-success bg-success/10 p-5 sm:p-6"
    >
      <h2
        id="order-placed"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
        {awaitingApproval ? APPROVAL_TEXTS.sentForApproval : TRADE_TEXTS.orderPlaced}
      </h2>
      {awaitingApproval && (
        <p className="mt-1 text-sm">
          {onAccount ? ON_ACCOUNT_PAGE_TEXTS.approvalOnAccount : APPROVAL_TEXTS.payOnceApproved}
        </p>
      )}
      {onAccount && first?.status === "paid" && (
        <p className="mt-1 text-sm">
          {ON_ACCOUNT_PAGE_TEXTS.paidOnAccount(
            TERM_LABELS[onAccount],
            formatDay(dueDayOf(utcDay(new Date(first.createdAt)), onAccount)),
          )}
        </p>
      )}
      {poNumber && <p className="mt-1 text-sm wrap-anywhere">PO number {poNumber}</p>}
      <ul className="mt-4 divide-y divide-base-300 rounded-box bg-base-100">
        {orders.map((order) => (
          <li key={order._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3 text-sm">
            <span className="min-w-0 wrap-anywhere">
              {order.productName} × {order.quantity}
            </span>
            <span className="font-semibold">{formatMoney(order.price)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between">
        <span>Total</span>
        <span className="text-2xl font-bold">{formatMoney(total)}</span>
      </p>
      {first?.status === "unpaid" && (
        <Link to={hrefs.payment(first._id)} className="btn btn-primary mt-4">
          Pay now
        </Link>
      )}
    </section>
  );
}
