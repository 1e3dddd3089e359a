import { ORDER_TEXTS } from "@xpart/shared";

import { UnavailableError } from "../../domain-errors.js";

import { WebhookSignatureError, type PaymentProvider } from "./payment-provider.js";

const notConfigured = () => new UnavailableError(ORDER_TEXTS.paymentsNotConfigured);

/**
 * No card processor (issue 12): production without Stripe keys and without `PAYMENTS=test-cards`. Every
 * payment step answers 503, and no route of its own exists, so no card number is ever sent to the shop.
 */
export class NoPaymentProvider implements PaymentProvider {
  readonly name = "none" as const;
  readonly publishableKey = null;

  createPayment(): Promise<never> {
    return Promise.reject(notConfigured());
  }
  clientSecretOf(): Promise<never> {
    return Promise.reject(notConfigured());
  }
  retrievePayment(): Promise<never> {
    return Promise.reject(notConfigured());
  }
  cancelPayment(): Promise<never> {
    return Promise.reject(notConfigured());
  }
  refundPayment(): Promise<never> {
    return Promise.reject(notConfigured());
  }
  parseWebhook(): never {
    throw new WebhookSignatureError("No payment provider is configured");
  }
}
