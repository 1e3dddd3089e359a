import { useState, type FormEvent, type InputHTMLAttributes } from "react";

import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { formatCardNumber, formatExpiry, readCard, type CardFields } from "#src/lib/payments/card-rules";
import { confirmTestCard } from "#src/lib/payments/confirm-test-card";

import type { CardFormProps } from "./card-form-props";
import { CardError, PayButton } from "./pay-button";
import { usePayAttempt } from "./use-pay-attempt";

type CardFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "inputMode" | "autoComplete" | "placeholder" | "maxLength" | "className"
> & { field: string; label: string; value: string; onChange: (value: string) => void };

/** One of the card's fields, labelled as Stripe's Payment Element labels it (`card-<field>` is its id). */
function CardField({ field, label, className = "", onChange, ...input }: CardFieldProps) {
  return (
    <div className="fieldset py-0">
      <label htmlFor={`card-${field}`} className="fieldset-legend pb-1 text-sm">
        {label}
      </label>
      <input
        id={`card-${field}`}
        className={`input w-full ${className}`}
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

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
      <CardField
        field="number"
        label="Card number"
        className="font-mono tracking-wider"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={fields.number}
        onChange={(value) => set("number", formatCardNumber(value))}
      />
      <div className="grid grid-cols-3 gap-3">
        <CardField
          field="expiry"
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={fields.expiry}
          onChange={(value) => set("expiry", formatExpiry(value))}
        />
        <CardField
          field="cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={fields.cvc}
          onChange={(value) => set("cvc", value.replace(/\D/g, ""))}
        />
        <CardField
          field="postal"
          label="Postal code"
          autoComplete="postal-code"
          placeholder="ZIP"
          maxLength={20}
          value={fields.postalCode}
          onChange={(value) => set("postalCode", value)}
        />
      </div>
      <CardError message={error} />
      <PayButton ready={clientSecret !== null} processing={processing} />
    </form>
  );
}
