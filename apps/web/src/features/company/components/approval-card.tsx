import type { Approval } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, formatMoney, formatNumber } from "@xpart/shared/texts";
import { Check, TriangleAlert, X } from "lucide-react";
import { useId, type Ref } from "react";

import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { formatDateTime } from "#src/lib/format-date";

/** Who placed it: their name, or their email when they gave none. */
export const buyerOf = (approval: Approval) => approval.buyer.name.trim() || approval.buyer.email;

interface ApprovalCardProps {
  approval: Approval;
  /** The one the approver's mail links to (`?checkout=`): marked, scrolled to and focused. */
  highlighted: boolean;
  ref?: Ref<HTMLElement>;
  /** A decision on any checkout is under way: every decision waits. */
  busy: boolean;
  /** This checkout is being approved: its button spins. */
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One checkout waiting for an approver (issue 40 item 4): who placed it and when, its PO number, why it waits
 * (the limit it is over), its lines and total, and the two decisions.
 */
export function ApprovalCard({
  approval,
  highlighted,
  ref,
  busy,
  approving,
  onApprove,
  onReject,
}: ApprovalCardProps) {
  const headingId = useId();
  const buyer = buyerOf(approval);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={highlighted ? "true" : undefined}
      className={`card border bg-base-100 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary ${
        highlighted ? "border-primary ring-2 ring-primary" : "border-base-300"
      }`}
    >
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={headingId} className="card-title wrap-anywhere">
          {COMPANY_PAGE_TEXTS.orderBy(buyer)}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-base-content/75">Buyer</dt>
          <dd className="break-all">{approval.buyer.email}</dd>
          <dt className="text-base-content/75">{COMPANY_PAGE_TEXTS.placed}</dt>
          <dd>
            <time dateTime={approval.placedAt}>{formatDateTime(approval.placedAt)}</time>
          </dd>
          <dt className="text-base-content/75">PO number</dt>
          <dd className="wrap-anywhere">{approval.poNumber ?? COMPANY_PAGE_TEXTS.noPoNumber}</dd>
        </dl>
        <p className="flex items-start gap-2 rounded-box bg-warning/15 p-2 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{approval.reason}</span>
        </p>
        <table className="table table-sm">
          <caption className="sr-only">{`Lines of the order by ${buyer}`}</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="text-right">
                Quantity
              </th>
              <th scope="col" className="text-right">
                {COMPANY_PAGE_TEXTS.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {approval.lines.map((line) => (
              <tr key={line.orderId}>
                <td className="wrap-anywhere">{line.productName}</td>
                <td className="text-right">{formatNumber(line.quantity)}</td>
                <td className="text-right">{formatMoney(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {COMPANY_PAGE_TEXTS.total}
              </th>
              <td className="text-right font-bold">{formatMoney(approval.total)}</td>
            </tr>
          </tfoot>
        </table>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            aria-describedby={headingId}
            disabled={busy}
            onClick={onReject}
          >
            <X aria-hidden="true" className="size-4" />
            {APPROVAL_TEXTS.reject}
          </button>
          <button
            type="button"
            className="btn btn-success btn-sm"
            aria-describedby={headingId}
            aria-busy={approving}
            disabled={busy}
            onClick={onApprove}
          >
            {approving ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            {APPROVAL_TEXTS.approve}
          </button>
        </div>
      </div>
    </article>
  );
}
