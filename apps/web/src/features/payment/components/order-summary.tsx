import type { Order } from "@xpart/shared/schemas";
import { formatMoney } from "@xpart/shared/texts";

import { SummaryCard } from "./summary-card";

/** The order being paid for (spec §2 Payment page; PAY-01): who, what, where, how many, how much. */
export function OrderSummary({ order, title = "Your order" }: { order: Order; title?: string }) {
  const rows = [
    ["Name", order.name],
    ["Product", order.productName],
    ["Email", order.email],
    ["Phone", order.phone],
    ["Address", order.address],
    ["Quantity", String(order.quantity)],
  ] as const;
  return (
    <SummaryCard title={title} rows={rows} status={order.status}>
      <div className="flex items-baseline justify-between border-t border-base-300 pt-3">
        <span className="text-base-content/80">Price</span>
        <span className="text-2xl font-bold">{formatMoney(order.price)}</span>
      </div>
    </SummaryCard>
  );
}
