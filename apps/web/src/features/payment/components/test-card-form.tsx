import { useState, type FormEvent } from "react";

import { confirmTestCard } from "#src/features/payment/api/confirm-test-card";
import { formatCardNumber, formatExpiry, readCard, type CardFields } from "#src/features/payment/card-rules";
import { usePayAttempt } from "#src/features/payment/hooks/use-pay-attempt";
import { newIdempotencyKey } from "#src/lib/idempotency-key";

import type { CardFormProps } from "./card-form-props";
import { CardError, PayButton } from "./pay-button";

const EMPTY: CardFields = { number: "", expiry: "", cvc: "", postalCode: "" };

/**
 * The built-in test-card processor's form (DESIGN §5): number, expiry, CVC and postal code, checked here with
 * Stripe's messages before anything is sent. The card lives only in this component's state.
 */
export function TestCardForm({ clientSecret, billing, onPaid }: CardFormProps) {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const { error, setError, processing, attempt } = usePayAttempt();

  const set = (key: keyof CardFields, value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!clientSecret || processing) return;
    const read = readCard(fields);
    if ("error" in read) {
      setError(read.error);
      return;
    }
    await attempt(async () => {
      // One key per payment attempt (finding 6): 'Pay' again, even with the same card, is a new attempt.
      const answer = await confirmTestCard(
        { clientSecret, card: read.card, billingDetails: billing },
        newIdempotencyKey(),
      );
      if ("error" in answer) return answer.error.message;
      await onPaid(answer.paymentIntent);
      return null;
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <div className="fieldset py-0">
        <label htmlFor="card-number" className="fieldset-legend pb-1 text-sm">
          Card number
        </label>
        <input
          id="card-number"
          className="input w-full font-mono tracking-wider"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={fields.number}
          onChange={(event) => set("number", formatCardNumber(event.target.value))}
        />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <div className="fieldset py-0">
          <label htmlFor="card-expiry" className="fieldset-legend pb-1 text-sm">
            Expiry
          </label>
          <input
            id="card-expiry"
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={fields.expiry}
            onChange={(event) => set("expiry", formatExpiry(event.target.value))}
          />
        </div>
        <div className="fieldset py-0">
          <label htmlFor="card-cvc" className="fieldset-legend pb-1 text-sm">
            CVC
          </label>
          <input
            id="card-cvc"
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={fields.cvc}
            onChange={(event) => set("cvc", event.target.value.replace(/\D/g, ""))}
          />
        </div>
        <div className="fieldset py-0">
          <label htmlFor="card-postal" className="fieldset-legend pb-1 text-sm">
            Postal code
          </label>
          <input
            id="card-postal"
            className="input w-full"
            autoComplete="postal-code"
            placeholder="ZIP"
            maxLength={20}
            value={fields.postalCode}
            onChange={(event) => set("postalCode", event.target.value)}
          />
        </div>
      </div>
      <CardError message={error} />
      <PayButton ready={clientSecret !== null} processing={processing} />
    </form>
  );
}
