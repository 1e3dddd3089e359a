import { TRADE_TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import { Modal } from "#src/components/modal";
import { ToneBadge, type StatusTone } from "#src/components/tone-badge";
import type { ReorderOutcome } from "#src/features/orders/api/reorder";
import { paths } from "#src/lib/paths";

const LOOKS: Record<ReorderOutcome["status"], { label: string; tone: StatusTone }> = {
  added: { label: "Added", tone: "success" },
  adjusted: { label: "Changed", tone: "info" },
  refused: { label: "Not added", tone: "neutral" },
};

/**
 * What 'Order again' put in the cart: each line added, changed (a new price, a quantity fitted to the minimum,
 * packs or stock) or refused, with the server's reasons, and the way to the cart.
 */
export function ReorderOutcomesDialog({
  outcomes,
  onClose,
}: {
  outcomes: ReorderOutcome[] | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={outcomes !== null}
      onClose={onClose}
      title={TRADE_TEXTS.orderAgain}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
          <Link to={paths.cart} className="btn btn-primary">
            View cart
          </Link>
        </>
      }
    >
      <ul aria-label="What was put in your cart" className="divide-y divide-base-300">
        {(outcomes ?? []).map((outcome, index) => (
          <li key={`${outcome.productId ?? "gone"}-${index}`} className="py-3">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold wrap-anywhere">{outcome.productName}</span>
              <ToneBadge tone={LOOKS[outcome.status].tone}>{LOOKS[outcome.status].label}</ToneBadge>
            </p>
            {outcome.status !== "refused" && <p className="text-sm">Quantity {outcome.quantity}</p>}
            {outcome.reasons.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm text-base-content/80">
                {outcome.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
