import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";

import { NoPaymentProvider } from "./no-payment-provider.js";
import type { PaymentProvider } from "./payment-provider.js";
import { StripeProvider } from "./stripe-provider.js";
import { TestCardProvider } from "./test-card-provider.js";

/**
 * Stripe when it is configured, else the built-in test-card processor where the configuration allows it
 * (DESIGN §1; in production only on purpose, issue 12), else none: the shop then takes no payments.
 */
export function choosePaymentProvider(
  config: Pick<Config, "stripe" | "testCards">,
  db: Database,
  secret: string,
): PaymentProvider {
  if (config.stripe) return new StripeProvider(config.stripe);
  return config.testCards ? new TestCardProvider(db, secret) : new NoPaymentProvider();
}
