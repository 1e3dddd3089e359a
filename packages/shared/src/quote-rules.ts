/**
 * Quotes (issue 41 item 4), zod-free: a member asks for prices on their cart's lines, the shop's admins price
 * them and send the quote, the member accepts it (its lines go to checkout at exactly those prices) or declines
 * it. The states and who moves them are decided here; a sent quote past its validity day cannot be accepted.
 */

export const quoteStatuses = ["requested", "sent", "accepted", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  requested: "Requested",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
};

export const quoteActions = ["price", "send", "accept", "decline"] as const;
export type QuoteAction = (typeof quoteActions)[number];

/** From which states each action starts and where it leads: `price` edits a request (or a sent quote) in place. */
export const QUOTE_TRANSITIONS: Readonly<
  Record<QuoteAction, { from: readonly QuoteStatus[]; to: QuoteStatus }>
> = {
  price: { from: ["requested", "sent"], to: "requested" },
  send: { from: ["requested"], to: "sent" },
  accept: { from: ["sent"], to: "accepted" },
  decline: { from: ["sent"], to: "declined" },
};

/** Whether a quote in `status`, valid until `validUntil` (a UTC day, inclusive), may take `action` on `today`. */
export function canQuote(
  action: QuoteAction,
  quote: { status: QuoteStatus; validUntil: string | null },
  today: string,
) {
  if (!QUOTE_TRANSITIONS[action].from.includes(quote.status)) return false;
  if (action === "accept") return quote.validUntil !== null && today <= quote.validUntil;
  return true;
}

/** Whether a sent quote's validity has passed: it reads 'Expired' and cannot be accepted. */
export const quoteExpired = (quote: { status: QuoteStatus; validUntil: string | null }, today: string) =>
  quote.status === "sent" && quote.validUntil !== null && today > quote.validUntil;

/** 'Q-000042'. */
export const formatQuoteNumber = (number: number) => `Q-${String(number).padStart(6, "0")}`;

export const QUOTE_LIMITS = { noteChars: 1000, maxLines: 100 } as const;

export const QUOTE_TEXTS = {
  requestQuote: "Request a quote",
  quotes: "Quotes",
  note: "Note",
  validUntil: "Valid until",
  expired: "Expired",
  accept: "Accept and check out",
  decline: "Decline",
  send: "Send quote",
  noQuotes: "No quotes yet.",
  requested: "Quote requested: we will price it and mail you.",
  emptyCart: "Your cart is empty: add what you want priced first.",
  notFound: "No such quote",
  notPriced: "Give every line a price before sending the quote",
  validUntilPast: "The validity day must be today or later",
  notRequested: "Only a requested quote can be priced or sent",
  cannotAccept: "This quote can no longer be accepted: it was accepted or declined already, or it expired",
  cannotDecline: "Only a sent quote can be declined",
  unknownLine: "A quote's lines are the products it was requested for",
} as const;
