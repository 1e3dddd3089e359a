import { TEST_CARD_OUTCOMES, TEST_MODE_TEXTS } from "@xpart/shared/texts";

import { formatCardNumber } from "#src/lib/payments/card-rules";

/**
 * Said above every card form while payments are in test mode (the built-in processor, or Stripe with a test
 * key), with the cards to use, as Stripe's own test-mode pages do: nobody types a real card into a shop
 * that cannot charge it.
 */
export function TestModeNotice() {
  return (
    <section aria-labelledby="test-mode-title" className="alert alert-info block text-sm">
      <h3 id="test-mode-title" className="font-semibold">
        {TEST_MODE_TEXTS.title}
      </h3>
      <p>{TEST_MODE_TEXTS.explanation}</p>
      <ul className="mt-1 space-y-0.5">
        {TEST_CARD_OUTCOMES.map(({ number, outcome }) => (
          <li key={number}>
            <span className="font-mono">{formatCardNumber(number)}</span> {outcome}
          </li>
        ))}
      </ul>
    </section>
  );
}
