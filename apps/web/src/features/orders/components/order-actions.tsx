import type { Order } from "@xpart/shared/schemas";
import { TRADE_TEXTS } from "@xpart/shared/texts";
import { RotateCcw } from "lucide-react";

import { InvoiceLink } from "#src/features/orders/components/invoice-link";

interface OrderActionsProps {
  order: Order;
  onOrderAgain: (order: Order) => void;
  busy: boolean;
  /** The id of what names the order (its row's product, its card's title), read with each action. */
  describedBy?: string;
}

/**
 * 'Order again' and, once paid, 'Download invoice' (issue 26). Link-styled text that wraps, so they fit in the
 * Order Table's payment cell without widening the table (issue 24).
 */
export function OrderActions({ order, onOrderAgain, busy, describedBy }: OrderActionsProps) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      <button
        type="button"
        className="link link-hover inline-flex items-center gap-1 text-sm"
        aria-describedby={describedBy}
        aria-busy={busy}
        disabled={busy}
        onClick={() => onOrderAgain(order)}
      >
        <RotateCcw aria-hidden="true" className="size-4 shrink-0" />
        {TRADE_TEXTS.orderAgain}
      </button>
      <InvoiceLink order={order} describedBy={describedBy} />
    </div>
  );
}
