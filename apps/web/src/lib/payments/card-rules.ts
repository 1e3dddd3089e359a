import { CARD_MESSAGES, validateCard, type TestCard } from "@xpart/shared/schemas";

const digitsOf = (text: string, max: number) => text.replace(/\D/g, "").slice(0, max);

/** The card number as typed, in groups of four: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(text: string): string {
  return digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The expiry as typed, "MM / YY"; the separator appears only after the month, so backspace works. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** "12 / 34", "12/34" or "1234" → month 12, year 2034; null while incomplete. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const digits = text.replace(/\D/g, "");
  if (digits.length !== 4 && digits.length !== 6) return null;
  return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2)) };
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

/**
 * The card as the processor takes it, or Stripe's message for the first problem: number, then expiry, then
 * security code, as Stripe.js checks them.
 */
export function readCard(fields: CardFields, now = new Date()): { card: TestCard } | { error: string } {
  const expiry = parseExpiry(fields.expiry);
  const card: TestCard = {
    number: fields.number.replace(/\D/g, ""),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: fields.cvc.trim(),
    ...(fields.postalCode.trim() ? { postalCode: fields.postalCode.trim() } : {}),
  };
  // A stand-in expiry lets the number be checked first when the expiry is still incomplete.
  const problem = validateCard(expiry ? card : { ...card, expMonth: 12, expYear: 9999 }, now);
  if (problem && (problem.code === "incomplete_number" || problem.code === "incorrect_number")) {
    return { error: problem.message };
  }
  if (!expiry) return { error: CARD_MESSAGES.incomplete_expiry };
  return problem ? { error: problem.message } : { card };
}

/** Payments are in test mode with the built-in processor, or with Stripe under a test key (`pk_test_`). */
export const isTestMode = (config: { provider: string; publishableKey: string | null }) =>
  config.provider === "test-cards" || Boolean(config.publishableKey?.startsWith("pk_test_"));
