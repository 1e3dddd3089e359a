import type { AdminOrder } from "@xpart/shared/schemas";
import { formatMoney, ORDER_TEXTS, PURCHASE_TEXTS, shippableLines, type Purchase } from "@xpart/shared/texts";
import { Truck } from "lucide-react";
import { useId, type ReactNode } from "react";

import { PoNumberTerm, Term } from "#src/components/order-terms";
import { PurchaseSummaryBadge } from "#src/components/purchase-summary-badge";
import { formatDateTime } from "#src/lib/format-date";

interface AdminPurchaseProps {
  purchase: Purchase<AdminOrder>;
  onShipAll: (purchase: Purchase<AdminOrder>) => void;
  /** The purchase's lines on this page, each as its own card (shipped and refunded one by one as before). */
  children: ReactNode;
}

/**
 * A checkout of several lines on the admin's Orders (issue 39 item 3): its customer, PO number, total and payment
 * once, then its lines' cards, and 'Ship all paid lines' with one carrier and tracking number. The totals are
 * the whole checkout's, from the server, even when a page shows only some of its lines.
 */
export function AdminPurchase({ purchase, onShipAll, children }: AdminPurchaseProps) {
  const { first, lines } = purchase;
  const titleId = useId();
  const toShip = shippableLines(lines).length;
  const elsewhere = first.checkoutLines - lines.length;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-box border-2 border-base-300 bg-base-200/40 p-3 sm:p-4"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold">
              {PURCHASE_TEXTS.purchaseOf(formatDateTime(first.createdAt))}
            </h2>
            <PurchaseSummaryBadge lines={lines} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <Term label="Customer" className="wrap-anywhere">
              {first.name} · {first.email}
            </Term>
            <PoNumberTerm poNumber={first.poNumber} />
            <Term label="Lines">
              {PURCHASE_TEXTS.lineCount(first.checkoutLines)}
              {elsewhere > 0 && ` (${PURCHASE_TEXTS.notShownHere(elsewhere)})`}
            </Term>
            <Term label={PURCHASE_TEXTS.total} className="font-semibold">
              {formatMoney(first.checkoutTotal)}
            </Term>
            <Term label="Payment">{first.paid ? ORDER_TEXTS.paid : ORDER_TEXTS.notPaidYet}</Term>
          </dl>
        </div>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={toShip === 0}
          aria-describedby={titleId}
          onClick={() => onShipAll(purchase)}
        >
          <Truck aria-hidden="true" className="size-4" />
          {PURCHASE_TEXTS.shipAll}
        </button>
      </div>
      {children}
    </section>
  );
}
