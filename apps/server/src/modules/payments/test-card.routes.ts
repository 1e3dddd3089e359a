import {
  ORDER_TEXTS,
  testCardConfirmAnswerSchema,
  testCardConfirmBodySchema,
  type TestCard,
  type TestCardConfirmAnswer,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { NotFoundError } from "../../domain-errors.js";

import type { ProviderRouteContext } from "./payment-provider.js";

interface TestCardProcessor {
  checkoutOf(clientSecret: string): Promise<string | null>;
  confirm(clientSecret: string, card: TestCard): Promise<TestCardConfirmAnswer>;
}

/** The test-card processor's stand-in for Stripe.js's confirmCardPayment; only this provider mounts it. */
export function testCardRoutes(
  processor: TestCardProcessor,
  context: ProviderRouteContext,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/payments/test-cards/confirm",
      {
        config: { access: "owner", idempotency: "replay" },
        preHandler: context.rateLimit({ name: "card-confirm", max: 20, windowSeconds: 60 }),
        schema: {
          body: testCardConfirmBodySchema,
          response: { 200: testCardConfirmAnswerSchema },
        },
      },
      async (request) => {
        // The secret is not enough: the payment must be for one of the caller's own orders.
        const checkoutId = await processor.checkoutOf(request.body.clientSecret);
        if (!checkoutId) throw new NotFoundError(ORDER_TEXTS.noSuchPayment);
        await context.assertOwnCheckout(request.caller!, checkoutId);
        const answer = await processor.confirm(request.body.clientSecret, request.body.card);
        if ("error" in answer) request.server.metrics.paymentsFailed.inc({ provider: "test-cards" });
        return answer;
      },
    );
  };
}
