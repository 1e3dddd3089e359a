import {
  clientSecretAnswerSchema,
  createPaymentIntentBodySchema,
  ORDER_TEXTS,
  orderSchema,
  payOrderBodySchema,
  paymentConfigSchema,
  refundBodySchema,
  webhookAnswerSchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { InvalidError } from "../../domain-errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import { assertOwnCheckout } from "../orders/index.js";

import { MalformedWebhookError, WebhookSignatureError, type PaymentProvider } from "./payment-provider.js";
import {
  applyPaymentEvent,
  confirmOrderPayment,
  startPayment,
  type OtherPayments,
} from "./payments.service.js";
import { refundOrder } from "./refund-order.js";

export interface PaymentsRoutesOptions {
  db: Database;
  provider: PaymentProvider;
  rateLimit: RateLimiter;
  /** The webhook's payments that are no checkout's: an invoice's on account (issue 41). */
  otherPayments?: OtherPayments;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { db, provider, rateLimit } = options;

  app.get(
    "/payment-config",
    { config: { access: "public" }, schema: { response: { 200: paymentConfigSchema } } },
    async () => ({
      provider: provider.name,
      publishableKey: provider.publishableKey,
    }),
  );

  app.post(
    "/create-payment-intent",
    {
      // One payment per order makes a repeat harmless: it runs again instead of storing the client secret.
      config: { access: "owner", idempotency: "rerun" },
      preHandler: rateLimit({ name: "payment-intent", max: 30, windowSeconds: 60 }),
      schema: {
        body: createPaymentIntentBodySchema,
        response: { 200: clientSecretAnswerSchema },
      },
    },
    async (request) => startPayment(db, provider, request.caller!, request.body.orderId),
  );

  app.patch(
    "/orders/:id",
    {
      config: { access: "owner", idempotency: "replay" },
      // Each call may ask the provider (security finding L2): the web app sends one after a payment, so ten
      // a minute per account leave room for retries and stop a loop from making the provider's calls.
      preHandler: rateLimit({
        name: "payment-confirm",
        max: 10,
        windowSeconds: 60,
        per: (request) => `user:${request.caller!.id}`,
      }),
      schema: {
        params: z.strictObject({ id: z.string().max(100) }),
        body: payOrderBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { payment } = request.body;
      if (payment.product !== request.params.id) throw new InvalidError(ORDER_TEXTS.paymentOfOtherOrder);
      return confirmOrderPayment(db, provider, request.caller!, request.params.id, payment.transactionId);
    },
  );

  /** An admin's refund of a paid or shipped order, all of it or part (issue 27, decision 0036). */
  app.post(
    "/admin/orders/:id/refund",
    {
      config: { access: "admin", idempotency: "replay" },
      schema: {
        description:
          "Who may call it: an admin. Refunds `amount` dollars (default: what is left) of a paid or shipped order through the payment provider; `restock` puts the order's whole quantity back in stock (once per order). 409 for an unpaid or cancelled order, more than is left, or another refund of the order in progress; 502 when the provider refuses (nothing refunded).",
        params: z.strictObject({ id: z.string().max(100) }),
        body: refundBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      refundOrder(
        db,
        provider,
        request.caller!,
        request.params.id,
        { ...request.body, idempotencyKey: request.idempotencyClaim?.key ?? null },
        request.log,
      ),
  );

  if (provider.routes) {
    await app.register(
      provider.routes({
        rateLimit,
        assertOwnCheckout: (caller, checkoutId) => assertOwnCheckout(db, caller, checkoutId),
      }),
    );
  }

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      "/webhooks/stripe",
      {
        config: { access: "signature" },
        schema: { response: { 200: webhookAnswerSchema } },
      },
      async (request, reply) => {
        const signature = request.headers["stripe-signature"];
        let event;
        try {
          event = provider.parseWebhook(
            request.body as Buffer,
            typeof signature === "string" ? signature : undefined,
          );
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw new InvalidError(err.message);
          if (err instanceof MalformedWebhookError) {
            request.log.warn({ reason: err.message }, "malformed webhook event refused");
            throw new InvalidError(err.message);
          }
          throw err;
        }
        await applyPaymentEvent(db, provider, event, request.log, options.otherPayments);
        // A card refused in the browser reaches the server only as this event (decision 0023).
        if (event.type === "payment_intent.payment_failed")
          request.server.metrics.paymentsFailed.inc({ provider: provider.name });
        return reply.send({ received: true });
      },
    );
  });
};
