import { ORDER_TEXTS } from "@xpart/shared/texts";
import { lazy, Suspense } from "react";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { isTestMode } from "#src/lib/payments/card-rules";
import type { usePaymentConfig } from "#src/lib/payments/get-payment-config";

import type { CardFormProps } from "./card-form-props";
import { TestCardForm } from "./test-card-form";
import { TestModeNotice } from "./test-mode-notice";

// Stripe.js and Elements load only with a card form, and only when the shop is configured for Stripe.
const StripeCardForm = lazy(() => import("#src/components/card-payment/stripe-card-form"));

/** Where the payment's client secret stands: asked for by the page, for an order or an invoice. */
export interface ClientSecretState {
  /** Null until the server answered: 'Pay' stays disabled. */
  clientSecret: string | null;
  error: Error | null;
  onRetry: () => void;
}

interface CardPaymentProps extends Omit<CardFormProps, "clientSecret"> {
  /** GET /api/payment-config's query: which processor takes the card. */
  config: ReturnType<typeof usePaymentConfig>;
  secret: ClientSecretState;
}

/**
 * The card form the server's provider calls for (an order's payment page, an invoice on account): the test-mode
 * notice when no money moves, then Stripe Elements or the built-in test-card form, 'Pay' disabled until both it
 * and the client secret are ready. With no processor configured (issue 12) there is nothing to type a card into.
 */
export function CardPayment({ config, secret, billing, onPaid }: CardPaymentProps) {
  if (config.isError) return <ErrorWithRetry error={config.error} onRetry={() => void config.refetch()} />;
  if (config.data?.provider === "none")
    return (
      <p role="status" className="alert alert-warning">
        {ORDER_TEXTS.paymentsNotConfigured}
      </p>
    );
  if (secret.error) return <ErrorWithRetry error={secret.error} onRetry={secret.onRetry} />;
  if (config.isPending) return <Spinner />;
  const props = { clientSecret: secret.clientSecret, billing, onPaid };
  return (
    <>
      {isTestMode(config.data) && <TestModeNotice />}
      {config.data.provider === "stripe" && config.data.publishableKey ? (
        <Suspense fallback={<Spinner />}>
          <StripeCardForm publishableKey={config.data.publishableKey} {...props} />
        </Suspense>
      ) : (
        <TestCardForm {...props} />
      )}
    </>
  );
}

/** Whether a payment may be started: the processor is known and there is one. */
export const takesCards = (config: ReturnType<typeof usePaymentConfig>) =>
  config.isSuccess && config.data.provider !== "none";
