import { purchaseSummary, type PurchaseLine, type PurchaseState } from "@xpart/shared/texts";

import { ToneBadge, type StatusTone } from "#src/components/tone-badge";

/** Waiting is a warning, on its way is news, all sent is good news, the rest (cancelled, refunded) is quiet. */
const TONES: Record<PurchaseState, StatusTone> = {
  "awaiting-approval": "warning",
  unpaid: "warning",
  paid: "info",
  partlyShipped: "info",
  shipped: "success",
  refunded: "neutral",
  cancelled: "neutral",
};

/** Where a purchase stands ('3 of 7 lines shipped'), on the customer's and the admin's screens alike. */
export function PurchaseSummaryBadge({ lines }: { lines: readonly PurchaseLine[] }) {
  const summary = purchaseSummary(lines);
  return <ToneBadge tone={TONES[summary.state]}>{summary.text}</ToneBadge>;
}
