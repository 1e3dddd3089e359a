/**
 * The built-in test-card processor's cards, Stripe's own test numbers (DESIGN §1 Payments): the processor
 * answers each as Stripe's test mode does, and every page that takes a card names them while payments are
 * in test mode, as Stripe's test mode pages do.
 */
export const TEST_CARD_NUMBERS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  expired: "4000000000000069",
  incorrectCvc: "4000000000000127",
} as const;

/** What each test card does, in the order a page lists them. */
export const TEST_CARD_OUTCOMES: { number: string; outcome: string }[] = [
  { number: TEST_CARD_NUMBERS.success, outcome: "pays" },
  { number: TEST_CARD_NUMBERS.declined, outcome: "is declined" },
  { number: TEST_CARD_NUMBERS.insufficientFunds, outcome: "is declined for insufficient funds" },
  { number: TEST_CARD_NUMBERS.expired, outcome: "is declined as expired" },
  { number: TEST_CARD_NUMBERS.incorrectCvc, outcome: "is declined for a wrong security code" },
];

export const TEST_MODE_TEXTS = {
  title: "Test mode",
  explanation:
    "Payments are in test mode: no card is charged and no money moves. Use any future expiry date, any 3-digit security code and any postal code with these cards:",
} as const;
