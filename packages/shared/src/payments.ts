import { z } from "zod";

import { plainText } from "./text.js";

/** POST /api/create-payment-intent: the order to pay; a `price` from the original client is ignored. */
export const createPaymentIntentBodySchema = z.strictObject({
  orderId: plainText().min(1).max(100),
  price: z.unknown().optional(),
});

/** PATCH /api/orders/:id (spec §3 payment payload): "I paid, check it". */
export const payOrderBodySchema = z.strictObject({
  payment: z.strictObject({
    product: plainText().max(100),
    transactionId: plainText().min(1).max(255),
    status: plainText().max(50),
  }),
});

/** `none`: no processor is configured (production without Stripe keys), so the shop takes no card. */
export const paymentProviders = ["stripe", "test-cards", "none"] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** GET /api/payment-config: which card form the web app shows, with Stripe's publishable key at run time. */
export const paymentConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The card form of the built-in test-card processor (DESIGN §5); never stored or logged. */
export const testCardSchema = z.strictObject({
  number: plainText().max(40),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: plainText().max(10),
  postalCode: plainText().max(20).optional(),
});
export type TestCard = z.infer<typeof testCardSchema>;

export const testCardConfirmBodySchema = z.strictObject({
  clientSecret: plainText().min(1).max(200),
  card: testCardSchema,
  billingDetails: z.strictObject({ name: plainText().max(100), email: plainText().max(254) }).optional(),
});

export const cardErrorSchema = z.object({
  type: z.enum(["card_error", "validation_error"]),
  code: z.string(),
  message: z.string(),
  decline_code: z.string().optional(),
});
export type CardError = z.infer<typeof cardErrorSchema>;

/** POST /api/create-payment-intent answers the payment's client secret, to the order's owner only. */
export const clientSecretAnswerSchema = z.object({ clientSecret: z.string() });

/** POST /api/payments/test-cards/confirm: Stripe.js's confirmCardPayment result, either a payment or an error. */
export const testCardConfirmAnswerSchema = z.union([
  z.object({
    paymentIntent: z.object({
      id: z.string(),
      status: z.literal("succeeded"),
      amount: z.number().int(),
      currency: z.string(),
    }),
  }),
  z.object({ error: cardErrorSchema }),
]);
export type TestCardConfirmAnswer = z.infer<typeof testCardConfirmAnswerSchema>;

/** Stripe's own messages, so the two card forms read the same (spec §8: the provider's message in red). */
export const CARD_MESSAGES = {
  incomplete_number: "Your card number is incomplete.",
  incorrect_number: "Your card number is incorrect.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_past: "Your card's expiration date is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  live_card_in_test_mode:
    "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The checks a card form makes before anything is sent: number, expiry and security code. */
export function validateCard(card: TestCard, now = new Date()): CardError | null {
  const digits = card.number.replace(/[\s-]/g, "");
  const invalid = (code: keyof typeof CARD_MESSAGES): CardError => ({
    type: "validation_error",
    code,
    message: CARD_MESSAGES[code],
  });
  if (!/^\d+$/.test(digits) || digits.length < 13) return invalid("incomplete_number");
  if (digits.length > 19 || !luhnValid(digits)) return invalid("incorrect_number");
  if (card.expMonth < 1 || card.expMonth > 12) return invalid("invalid_expiry_month");
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1)) {
    return invalid("invalid_expiry_past");
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return invalid("incomplete_cvc");
  return null;
}
