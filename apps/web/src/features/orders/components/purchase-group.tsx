import type { Order } from "@xpart/shared/schemas";
import { formatMoney, ORDER_TEXTS, PURCHASE_TEXTS, type Purchase } from "@xpart/shared/texts";
import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";

import { PurchaseSummaryBadge } from "#src/components/purchase-summary-badge";
import { OrderActions } from "#src/features/orders/components/order-actions";
import { orderView } from "#src/features/orders/order-rules";
import { formatDate } from "#src/lib/format-date";
import { hrefs } from "#src/lib/paths";

interface PurchaseGroupProps {
  purchase: Purchase<Order>;
  onOrderAgain: (order: Order) => void;
  busy: boolean;
  /** How many columns the table has, for the purchase's row. */
  columns: number;
  /** The purchase's lines, each as the table shows an order. */
  children: ReactNode;
}

/**
 * The purchase's own facts and actions, above its lines (issue 39): the date with a button that shows or hides
 * the lines, PO number, line count, total and where it stands, then one 'Pay Now', one 'Order again' (every
 * line back in the cart) and one invoice, acting on the checkout through its first line (decision 0031).
 */
function PurchaseHead({
  purchase,
  onOrderAgain,
  busy,
  linesId,
  open,
  onToggle,
}: Omit<PurchaseGroupProps, "columns" | "children"> & {
  linesId: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { first, lines } = purchase;
  const view = orderView(first);
  const titleId = `${linesId}-title`;
  return (
    <div className="flex flex-col gap-2 whitespace-normal">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          className="btn btn-ghost btn-sm -ms-2 px-2"
          aria-expanded={open}
          aria-controls={linesId}
          onClick={onToggle}
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? "" : "-rotate-90"}`}
          />
          <span id={titleId} className="font-semibold">
            {PURCHASE_TEXTS.purchaseOf(formatDate(first.createdAt))}
          </span>
          <span className="sr-only">{open ? PURCHASE_TEXTS.hideLines : PURCHASE_TEXTS.showLines}</span>
        </button>
        <PurchaseSummaryBadge lines={lines} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-normal text-base-content/80">
        {first.poNumber && <span className="wrap-anywhere">PO {first.poNumber}</span>}
        <span>{PURCHASE_TEXTS.lineCount(lines.length)}</span>
        <span>
          {PURCHASE_TEXTS.total}{" "}
          <span className="font-semibold text-base-content">{formatMoney(purchase.total)}</span>
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 font-normal">
        {view.canPay && (
          <Link to={hrefs.payment(first._id)} className="btn btn-primary btn-xs" aria-describedby={titleId}>
            {ORDER_TEXTS.payNow}
          </Link>
        )}
        <OrderActions order={first} onOrderAgain={onOrderAgain} busy={busy} describedBy={titleId} />
      </div>
    </div>
  );
}

/** A purchase of several lines in the Order Table: its row, then its lines' rows, which it can fold away. */
export function PurchaseRowGroup({ columns, children, ...head }: PurchaseGroupProps) {
  const linesId = useId();
  const [open, setOpen] = useState(true);
  return (
    <>
      <tbody className="border-t-2 border-base-300 bg-base-200/50">
        <tr>
          <th scope="rowgroup" colSpan={columns} className="text-start">
            <PurchaseHead {...head} linesId={linesId} open={open} onToggle={() => setOpen(!open)} />
          </th>
        </tr>
      </tbody>
      <tbody id={linesId} hidden={!open}>
        {children}
      </tbody>
    </>
  );
}

/** The same purchase as a card of cards, on screens narrower than the table. */
export function PurchaseCardGroup({ children, ...head }: Omit<PurchaseGroupProps, "columns">) {
  const linesId = useId();
  const [open, setOpen] = useState(true);
  return (
    <section
      aria-labelledby={`${linesId}-title`}
      className="space-y-3 rounded-box border border-base-300 bg-base-200/50 p-3"
    >
      <PurchaseHead {...head} linesId={linesId} open={open} onToggle={() => setOpen(!open)} />
      <ul id={linesId} hidden={!open} className="space-y-3">
        {children}
      </ul>
    </section>
  );
}
