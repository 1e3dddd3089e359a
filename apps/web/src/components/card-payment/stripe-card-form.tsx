import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useState, type FormEvent } from "react";

import type { CardFormProps } from "./card-form-props";
import { CardError, PayButton } from "./pay-button";
import { usePayAttempt } from "./use-pay-attempt";

// One Stripe.js per publishable key for the life of the page; `pure` injects the script only when asked.
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey).catch((error: unknown) => {
      instances.delete(publishableKey);
      throw error;
    });
    instances.set(publishableKey, instance);
  }
  return instance;
}

const CARD_OPTIONS = {
  style: {
    base: { fontSize: "16px", color: "#1f2633", "::placeholder": { color: "#6b7280" } },
    invalid: { color: "#b91c1c" },
  },
};

function StripeCheckout({ clientSecret, billing, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const { error, setError, processing, attempt } = usePayAttempt();
  const ready = stripe !== null && elements !== null && cardReady && clientSecret !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret || processing) return;
    await attempt(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) return result.error.message ?? "Your card could not be charged.";
      if (result.paymentIntent.status !== "succeeded") {
        return `The payment did not complete (${result.paymentIntent.status}).`;
      }
      await onPaid({ id: result.paymentIntent.id, status: result.paymentIntent.status });
      return null;
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <div className="fieldset py-0">
        {/* Stripe's iframe labels its own inputs; this names the group for everyone else. */}
        <span id="stripe-card-label" className="fieldset-legend pb-1 text-sm">
          Card details
        </span>
        <div
          role="group"
          aria-labelledby="stripe-card-label"
          className="input flex w-full items-center focus-within:outline-2 focus-within:outline-primary"
        >
          <CardElement
            className="w-full"
            options={CARD_OPTIONS}
            onReady={() => setCardReady(true)}
            onChange={(event) => setError(event.error?.message ?? null)}
          />
        </div>
      </div>
      <CardError message={error} />
      <PayButton ready={ready} processing={processing} />
    </form>
  );
}

/** Stripe Elements' card form (DESIGN §1), loaded with this chunk only when the provider is Stripe. */
export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (stripe) => live && setLoadFailed(stripe === null),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (loadFailed) {
    return (
      <div role="alert" className="alert alert-soft alert-error">
        <span>The card form could not be loaded. Check your connection.</span>
        <button type="button" className="btn btn-sm" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCheckout {...props} />
    </Elements>
  );
}
