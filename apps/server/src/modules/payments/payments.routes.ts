import {
  createPaymentIntentBodySchema,
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
import type { Access } from "../accounts/access.js";

import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from "./payment-provider.js";
import { applyPaymentEvent, confirmOrderPayment, startPayment } from "./payments.service.js";
import { TestCardProvider } from "./test-card-provider.js";

export interface PaymentsRoutesOptions {
  db: Database;
  provider: PaymentProvider;
  access: Access;
  rateLimit: RateLimiter;
}

/** The provider's failures become 404 or 502, never a 500 with its details. */
async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new HttpError(err.statusCode, err.message);
    throw err;
  }
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { db, provider, access, rateLimit } = options;

  app.get("/payment-config", { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    provider: provider.name,
    publishableKey: provider.publishableKey,
  }));

  app.post(
    "/create-payment-intent",
    {
      preHandler: [access.requireUser, rateLimit({ name: "payment-intent", max: 30, windowSeconds: 60 })],
      schema: {
        body: createPaymentIntentBodySchema,
        response: { 200: z.object({ clientSecret: z.string() }) },
      },
    },
    async (request) => viaProvider(() => startPayment(db, provider, request.caller!, request.body.orderId)),
  );

  app.patch(
    "/orders/:id",
    {
      preHandler: access.requireUser,
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
      return viaProvider(() =>
        confirmOrderPayment(db, provider, request.caller!, request.params.id, payment.transactionId),
      );
    },
  );

  if (provider instanceof TestCardProvider) {
    /** The test-card processor's stand-in for Stripe.js's confirmCardPayment. */
    app.post(
      "/payments/test-cards/confirm",
      {
        preHandler: [access.requireUser, rateLimit({ name: "card-confirm", max: 20, windowSeconds: 60 })],
        schema: { body: testCardConfirmBodySchema },
      },
      async (request) => {
        const result = await provider.confirm(request.body.clientSecret, request.body.card);
        if (!result) throw new HttpError(404, "No such payment");
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
    webhooks.post("/webhooks/stripe", async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event;
      try {
        event = provider.parseWebhook(
          request.body as Buffer,
          typeof signature === "string" ? signature : undefined,
        );
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new HttpError(400, err.message);
        throw err;
      }
      await applyPaymentEvent(db, event, request.log);
      return reply.send({ received: true });
    });
  });
};
