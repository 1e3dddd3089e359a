import type { Order, Quote } from "@xpart/shared/schemas";
import { QUOTE_TEXTS, type AccountTerms, type PayWith } from "@xpart/shared/texts";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";

import { CheckoutForm } from "#src/components/checkout/checkout-form";
import { Modal } from "#src/components/modal";
import { useAcceptQuote } from "#src/features/company/api/quotes";
import { ApiClientError } from "#src/lib/api-error";
import { checkoutBody, type CheckoutDetails } from "#src/lib/checkout-rules";
import type { OnAccountTerms } from "#src/lib/company/company-terms";
import { hrefs } from "#src/lib/paths";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";

/** A placed checkout, as the cart's confirmation shows it. */
export interface PlacedQuote {
  orders: Order[];
  total: number;
  onAccount?: AccountTerms | undefined;
}

/** A refusal's lines (409 `fields` keyed by product id) by the quote's product names. */
function refusedLines(quote: Quote, fields: Readonly<Record<string, string>> | undefined) {
  return Object.entries(fields ?? {}).flatMap(([productId, reason]) => {
    const line = quote.lines.find((each) => each.productId === productId);
    return line ? [`${line.productName}: ${reason}`] : [];
  });
}

/**
 * 'Accept and check out' on a sent quote (issue 41): the cart's billing details (name, address, phone, PO
 * number) and, for a company on terms, 'Pay on account' or 'Pay by card'. Placed by card, the buyer goes on to
 * the first order's payment page, as the cart's checkout leads there; on account (paid) or waiting for an
 * approver, the page shows the cart's confirmation. A refusal keeps the form and says why.
 */
export function AcceptQuoteDialog({
  quote,
  email,
  defaultName,
  account,
  onPlaced,
  onClose,
}: {
  quote: Quote;
  email: string;
  defaultName: string;
  account: OnAccountTerms | null;
  onPlaced: (placed: PlacedQuote) => void;
  onClose: () => void;
}) {
  const accept = useAcceptQuote(email);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  // A double click submits twice before React re-renders with isPending: this ref sees the first at once.
  const inFlight = useRef(false);
  const total = quote.total ?? 0;

  const submit = (details: CheckoutDetails, payWith?: PayWith) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setRefused([]);
    accept.mutate(
      { id: quote.id, body: checkoutBody(details, payWith) },
      {
        onSuccess: ({ orders, total: placedTotal }) => {
          const first = orders[0];
          if (first?.status === "unpaid") {
            void navigate(hrefs.payment(first._id));
            return;
          }
          onPlaced({
            orders,
            total: placedTotal,
            onAccount: payWith === "account" ? account?.paymentTerms : undefined,
          });
        },
        onError: (failure) => {
          setError(failure.message);
          if (failure instanceof ApiClientError) setRefused(refusedLines(quote, failure.fields));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open
      title={TEXTS.acceptTitle(quote.number)}
      dismissible={!accept.isPending}
      onClose={onClose}
      className="max-w-lg"
    >
      <p className="mb-4 text-base-content/85">{TEXTS.acceptSummary(total)}</p>
      <CheckoutForm
        heading={TEXTS.billingDetails}
        submitLabel={QUOTE_TEXTS.accept}
        defaultName={defaultName}
        email={email}
        busy={accept.isPending}
        disabled={false}
        error={error}
        account={account}
        total={total}
        onSubmit={submit}
      >
        {refused.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-error">
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </CheckoutForm>
    </Modal>
  );
}
