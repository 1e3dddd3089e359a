import type { Order } from "@xpart/shared/schemas";
import { formatMoney, ORDER_TEXTS } from "@xpart/shared/texts";

/** The Payment row's words for each state (also the checkout summary's). */
export const PAYMENT_STATE: Record<Order["status"], string> = {
  unpaid: ORDER_TEXTS.notPaidYet,
  paid: ORDER_TEXTS.paid,
  shipped: `${ORDER_TEXTS.paid}, ${ORDER_TEXTS.shipped.toLowerCase()}`,
  cancelled: ORDER_TEXTS.cancelled,
};

/**
 * The order being paid for (spec §2 Payment page; PAY-01): who, what, where, how many, how much. Long
 * unbroken values (an address of 200 characters) wrap instead of widening the page.
 */
export function OrderSummary({ order, title = "Your order" }: { order: Order; title?: string }) {
  const rows: [string, string][] = [
    ["Name", order.name],
    ["Product", order.productName],
    ["Email", order.email],
    ["Phone", order.phone],
    ["Address", order.address],
    ["Quantity", String(order.quantity)],
  ];
  return (
    <section aria-labelledby="order-summary" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5">
        <h2 id="order-summary" className="card-title">
          {title}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
          <dt className="text-base-content/70">Payment</dt>
          <dd className="font-medium">{PAYMENT_STATE[order.status]}</dd>
        </dl>
        <div className="flex items-baseline justify-between border-t border-base-300 pt-3">
          <span className="text-base-content/80">Price</span>
          <span className="text-2xl font-bold">{formatMoney(order.price)}</span>
        </div>
      </div>
    </section>
  );
}
