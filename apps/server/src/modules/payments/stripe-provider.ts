import { ORDER_TEXTS } from "@xpart/shared";
import { Stripe } from "stripe";
import { z } from "zod";

import { NotFoundError } from "../../domain-errors.js";

import {
  MalformedWebhookError,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPayment,
} from "./payment-provider.js";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** Another API host (tests point the SDK at a local stand-in). */
  host?: { host: string; port: number; protocol: "http" | "https" };
}

/** The parts of an event we read; a signed event without them is malformed, not a crash (finding 15). */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({ object: z.looseObject({ object: z.string().optional() }) }),
});
const intentShape = z.looseObject({
  id: z.string().min(1).max(255),
  status: z.string(),
  amount: z.number(),
  amount_received: z.number(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/** Stripe's signed-timestamp window: an older delivery is refused as a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    status: intent.status as ProviderPayment["status"],
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    currency: intent.currency,
    checkoutId: intent.metadata?.checkoutId ?? null,
  };
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      if (err.statusCode === 404) throw new NotFoundError(ORDER_TEXTS.noSuchPayment);
      throw new PaymentProviderError("The payment provider is unavailable");
    }
    throw err;
  }
}

/** PaymentIntents in cents with metadata.checkoutId and an idempotency key per order and amount (DESIGN §5). */
export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      ...(settings.host ?? {}),
    });
  }

  async createPayment(input: { checkoutId: string; userId: string; amountCents: number; currency: string }) {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          allowed_payment_method_types: ["card"],
          metadata: { checkoutId: input.checkoutId, userId: input.userId },
        },
        { idempotencyKey: `pi:${input.checkoutId}:${input.amountCents}` },
      ),
    );
    if (!intent.client_secret) throw new PaymentProviderError("The payment provider sent no client secret");
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async clientSecretOf(id: string) {
    const intent = await call(() => this.stripe.paymentIntents.retrieve(id));
    if (!intent.client_secret) throw new PaymentProviderError("The payment provider sent no client secret");
    return intent.client_secret;
  }

  async retrievePayment(id: string) {
    return toPayment(await call(() => this.stripe.paymentIntents.retrieve(id)));
  }

  async cancelPayment(id: string) {
    try {
      return toPayment(await this.stripe.paymentIntents.cancel(id));
    } catch (err) {
      // Stripe refuses to cancel a payment that succeeded or is processing: then its state is the answer.
      if (
        err instanceof Stripe.errors.StripeInvalidRequestError &&
        err.code === "payment_intent_unexpected_state"
      )
        return this.retrievePayment(id);
      return call(() => Promise.reject(err));
    }
  }

  async refundPayment(id: string, idempotencyKey: string, amountCents: number) {
    const refund = await call(() =>
      this.stripe.refunds.create(
        { payment_intent: id, amount: amountCents },
        { idempotencyKey: `refund:${idempotencyKey}` },
      ),
    );
    return { id: refund.id };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.settings.webhookSecret) throw new WebhookSignatureError("Webhooks are not configured");
    if (!signature) throw new WebhookSignatureError("No Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new WebhookSignatureError("The webhook signature does not match");
    }
    const shaped = eventShape.safeParse(event);
    if (!shaped.success) throw new MalformedWebhookError("The event has no id, type or object");
    const object = shaped.data.data.object;
    if (object.object !== "payment_intent")
      return { id: shaped.data.id, type: shaped.data.type, payment: null };
    const intent = intentShape.safeParse(object);
    if (!intent.success) throw new MalformedWebhookError("The event's payment_intent is malformed");
    return {
      id: shaped.data.id,
      type: shaped.data.type,
      payment: toPayment(intent.data as unknown as Stripe.PaymentIntent),
    };
  }
}
