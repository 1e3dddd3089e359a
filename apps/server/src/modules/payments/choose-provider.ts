import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";

import type { PaymentProvider } from "./payment-provider.js";
import { StripeProvider } from "./stripe-provider.js";
import { TestCardProvider } from "./test-card-provider.js";

/** Stripe when it is configured, else the built-in test-card processor (DESIGN §1). */
export function choosePaymentProvider(
  config: Config["stripe"],
  db: Database,
  secret: string,
): PaymentProvider {
  return config ? new StripeProvider(config) : new TestCardProvider(db, secret);
}
