import type { PaymentProviderName } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { UpstreamError } from "../../domain-errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import type { Caller } from "../accounts/index.js";

/** What the shop needs from a card payment provider (DESIGN §5): Stripe, or the built-in test-card processor. */
export type PaymentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  amountReceivedCents: number;
  currency: string;
  /** The checkout it was created for (metadata.checkoutId), or null when it names none. */
  checkoutId: string | null;
}

export interface PaymentEvent {
  id: string;
  type: string;
  payment: ProviderPayment | null;
}

export class WebhookSignatureError extends Error {}

/** A webhook whose signature holds but whose content is not an event we understand (finding 15). */
export class MalformedWebhookError extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe.js needs it in the browser; null for the others. */
  readonly publishableKey: string | null;
  /** Creates a payment for an order's amount; the same order and amount always give the same payment. */
  createPayment(input: {
    checkoutId: string;
    userId: string;
    amountCents: number;
    currency: string;
  }): Promise<{
    id: string;
    clientSecret: string;
  }>;
  /** The secret the browser confirms with, for an existing payment (never stored by the shop). */
  clientSecretOf(id: string): Promise<string>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  /**
   * Cancels a payment that has not been paid, so that it never can be (an order being cancelled). Answers
   * the payment's state afterwards: `canceled`, or `succeeded`/`processing` when it was too late.
   */
  cancelPayment(id: string): Promise<ProviderPayment>;
  /**
   * Gives `amountCents` of a succeeded payment back (all of it or part, issue 27); the same key never refunds
   * twice, and more than the payment took in all is refused.
   */
  refundPayment(id: string, idempotencyKey: string, amountCents: number): Promise<{ id: string }>;
  /** Verifies a webhook's signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Routes of the provider's own, registered under /api beside the payments routes (the test-card form's). */
  routes?(context: ProviderRouteContext): FastifyPluginAsyncZod;
}

/** What a provider's own routes may use from the shop. */
export interface ProviderRouteContext {
  rateLimit: RateLimiter;
  /** Refuses with a 404 unless the order is the caller's own. */
  assertOwnCheckout(caller: Caller, checkoutId: string): Promise<void>;
}

/** The provider failed or could not be reached: a safe message, never a 500 with its details. */
export class PaymentProviderError extends UpstreamError {}
