import type { Order } from "@xpart/shared/schemas";
import { formatMoney } from "@xpart/shared/texts";

import { cents } from "#src/lib/cents";

import { SummaryCard } from "./summary-card";

/** The checkout's total: what the server charges for any of its lines (decision 0031), summed in cents. */
export const checkoutTotal = (lines: readonly Order[]) =>
  lines.reduce((sum, line) => sum + cents(line.price), 0) / 100;

/**
 * A checkout of several lines on the payment page: who and where once, every line with its quantity and price,
 * and the checkout's total as the amount to pay. `order` is the line the page was opened for: its status is
 * the freshest (the payment answers it), and every line shares it until paid.
 */
export function CheckoutSummary({ order, lines }: { order: Order; lines: readonly Order[] }) {
  const rows: [string, string][] = [
    ["Name", order.name],
    ["Email", order.email],
    ["Phone", order.phone],
    ["Address", order.address],
    ...(order.poNumber ? [["PO number", order.poNumber] as [string, string]] : []),
  ];
  return (
    <SummaryCard title="Your order" rows={rows} status={order.status}>
      <ul aria-label="Products" className="divide-y divide-base-300 border-y border-base-300 text-sm">
        {lines.map((line) => (
          <li key={line._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0 wrap-anywhere">
              {line.productName} × {line.quantity}
            </span>
            <span className="font-semibold">{formatMoney(line.price)}</span>
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between">
        <span className="text-base-content/80">Total</span>
        <span className="text-2xl font-bold">{formatMoney(checkoutTotal(lines))}</span>
      </div>
    </SummaryCard>
  );
}
