import { formatMoney, REFUND_TEXTS, SHIPPING_TEXTS } from "@xpart/shared/texts";
import type { ReactNode } from "react";

/** One term of an order's description list: its name dimmed, its value as `className` sets it. */
export function Term({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-base-content/70">{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** What was ordered and what it costs, in bold: the customer's card says 'Price' (spec §2), the admin's 'Total'. */
export function QuantityAndAmountTerms({
  order,
  amountLabel,
}: {
  order: { quantity: number; price: number };
  amountLabel: "Price" | "Total";
}) {
  return (
    <>
      <Term label="Quantity" className="font-semibold">
        {order.quantity}
      </Term>
      <Term label={amountLabel} className="font-semibold">
        {formatMoney(order.price)}
      </Term>
    </>
  );
}

/** The buyer's PO number, when they gave one; it breaks anywhere, so it never widens its card. */
export function PoNumberTerm({ poNumber }: { poNumber: string | null }) {
  return (
    poNumber && (
      <Term label="PO number" className="wrap-anywhere">
        {poNumber}
      </Term>
    )
  );
}

interface ShippedAndRefunded {
  carrier: string | null;
  trackingNumber: string | null;
  refunded: number;
}

/**
 * What happened to an order after it was paid, wherever it is shown (the customer's cards, the purchase's
 * lines, the admin's card): who carries it and its tracking number (issue 27), and what was given back.
 */
export function ShippingAndRefundTerms({ order }: { order: ShippedAndRefunded }) {
  return (
    <>
      {order.carrier && (
        <Term label={SHIPPING_TEXTS.carrier} className="wrap-anywhere">
          {order.carrier}
        </Term>
      )}
      {order.trackingNumber && (
        <Term label={SHIPPING_TEXTS.trackingNumber} className="font-mono wrap-anywhere">
          {order.trackingNumber}
        </Term>
      )}
      {order.refunded > 0 && (
        <Term label={REFUND_TEXTS.refunded} className="font-semibold">
          {formatMoney(order.refunded)}
        </Term>
      )}
    </>
  );
}
