import type { Quote } from "@xpart/shared/schemas";
import { QUOTE_STATUS_LABELS, QUOTE_TEXTS, type QuoteStatus } from "@xpart/shared/texts";

import { ToneBadge, type StatusTone } from "#src/components/tone-badge";

/** Waiting on the shop, waiting on the member, done, or gone (declined, or sent and past its day). */
const TONES: Readonly<Record<QuoteStatus, StatusTone>> = {
  requested: "info",
  sent: "warning",
  accepted: "success",
  declined: "neutral",
};

/** A quote's state (issue 41) as colour, icon and words: 'Expired' for a sent quote past its validity day. */
export function QuoteStatusBadge({ quote }: { quote: Pick<Quote, "status" | "expired"> }) {
  if (quote.expired) return <ToneBadge tone="neutral">{QUOTE_TEXTS.expired}</ToneBadge>;
  return <ToneBadge tone={TONES[quote.status]}>{QUOTE_STATUS_LABELS[quote.status]}</ToneBadge>;
}
