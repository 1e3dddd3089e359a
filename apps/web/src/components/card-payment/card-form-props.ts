/** The provider's payment once it succeeded: its id is the transaction the server is asked to check. */
export interface PaidIntent {
  id: string;
  status: string;
}

/** What either card form takes (the built-in test-card one, or Stripe Elements), whatever is being paid. */
export interface CardFormProps {
  /** Null until the payment is started on the server (an order's or an invoice's): 'Pay' stays disabled (PAY-03). */
  clientSecret: string | null;
  /** Sent with the confirmation (PAY-09): the payer's billing name and email. */
  billing: { name: string; email: string };
  /** After the provider's success: asks the server to check the payment and record it; throws when it refuses. */
  onPaid: (intent: PaidIntent) => Promise<void>;
}
