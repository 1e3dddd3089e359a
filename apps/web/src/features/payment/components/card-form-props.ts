import type { PaidIntent } from "#src/features/payment/api/pay-order";

/** What the page gives either card form (the built-in test-card one, or Stripe Elements). */
export interface CardFormProps {
  /** Null until POST /create-payment-intent has answered: 'Pay' stays disabled (PAY-03). */
  clientSecret: string | null;
  /** Sent with the confirmation (PAY-09): the order's billing name and email. */
  billing: { name: string; email: string };
  /** After the provider's success: asks the server to check and mark the order paid; throws when it refuses. */
  onPaid: (intent: PaidIntent) => Promise<void>;
}
