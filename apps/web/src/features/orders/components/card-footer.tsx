import type { Order } from "@xpart/shared/schemas";
import { ORDER_TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import { orderView } from "#src/features/orders/order-rules";
import { hrefs } from "#src/lib/paths";

interface CardFooterProps {
  /** The order the buttons act on: a purchase's first line stands for its checkout (decision 0031). */
  order: Order;
  onCancel: (order: Order) => void;
  /** The id of what names the card, read with each button. */
  describedBy: string;
  /** The spec's disabled 'Paid' button once paid (its order card); a purchase says 'Paid' in its summary. */
  showPaid: boolean;
}

/** An order card's footer (spec §2 'My orders cards'): 'Cancel order' and 'Payment' while unpaid, then 'Paid'. */
export function CardFooter({ order, onCancel, describedBy, showPaid }: CardFooterProps) {
  const view = orderView(order);
  const paid = showPaid && view.isPaid;
  if (!view.canCancel && !view.canPay && !paid) return null;
  return (
    <div className="card-actions mt-auto justify-end pt-2">
      {view.canCancel && (
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          aria-describedby={describedBy}
          onClick={() => onCancel(order)}
        >
          {ORDER_TEXTS.cancelOrder}
        </button>
      )}
      {view.canPay && (
        <Link to={hrefs.payment(order._id)} className="btn btn-primary btn-sm" aria-describedby={describedBy}>
          {ORDER_TEXTS.payment}
        </Link>
      )}
      {paid && (
        <button type="button" className="btn btn-sm" disabled aria-describedby={describedBy}>
          {ORDER_TEXTS.paid}
        </button>
      )}
    </div>
  );
}
