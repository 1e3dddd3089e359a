import {
  createPaymentIntentBodySchema,
  ORDER_TEXTS,
  orderSchema,
  payOrderBodySchema,
  paymentConfigSchema,
  testCardConfirmBodySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import { getOrderFor } from "../orders/orders.service.js";

import { MalformedWebhookError, WebhookSignatureError, type PaymentProvider } from "./payment-provider.js";
import { applyPaymentEvent, confirmOrderPayment, startPayment } from "./payments.service.js";
import { TestCardProvider } from "./test-card-provider.js";

export interface PaymentsRoutesOptions {
  db: Database;
  provider: PaymentProvider;
  rateLimit: RateLimiter;
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
        response: { 200: z.object({ clientSecret: z.string() }) },
      },
    },
    async (request) => startPayment(db, provider, request.caller!, request.body.orderId),
  );

  app.patch(
    "/orders/:id",
    {
      config: { access: "owner", idempotency: "replay" },
      schema: {
        params: z.strictObject({ id: z.string().max(100) }),
        body: payOrderBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { payment } = request.body;
      if (payment.product !== request.params.id)
        throw new HttpError(400, "payment.product must be this order's id");
      return confirmOrderPayment(db, provider, request.caller!, request.params.id, payment.transactionId);
    },
  );

  if (provider instanceof TestCardProvider) {
    /** The test-card processor's stand-in for Stripe.js's confirmCardPayment. */
    app.post(
      "/payments/test-cards/confirm",
      {
        config: { access: "owner", idempotency: "replay" },
        preHandler: rateLimit({ name: "card-confirm", max: 20, windowSeconds: 60 }),
        schema: { body: testCardConfirmBodySchema },
      },
      async (request) => {
        // The secret is not enough: the payment must be for one of the caller's own orders.
        const orderId = await provider.orderOf(request.body.clientSecret);
        if (!orderId) throw new HttpError(404, "No such payment");
        const order = await getOrderFor(db, request.caller!, orderId);
        if (order.userId !== request.caller!.id) throw new HttpError(404, "No such payment");
        const result = await provider.confirm(request.body.clientSecret, request.body.card);
        if (!result) throw new HttpError(404, "No such payment");
        if (result === "canceled") throw new HttpError(409, ORDER_TEXTS.orderWasCancelled);
        return result;
      },
    );
  }

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post("/webhooks/stripe", { config: { access: "signature" } }, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event;
      try {
        event = provider.parseWebhook(
          request.body as Buffer,
          typeof signature === "string" ? signature : undefined,
        );
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new HttpError(400, err.message);
        if (err instanceof MalformedWebhookError) {
          request.log.warn({ reason: err.message }, "malformed webhook event refused");
          throw new HttpError(400, err.message);
        }
        throw err;
      }
      await applyPaymentEvent(db, provider, event, request.log);
      return reply.send({ received: true });
    });
  });
};
