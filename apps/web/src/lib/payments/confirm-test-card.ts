import {
  testCardConfirmAnswerSchema,
  type TestCard,
  type TestCardConfirmAnswer,
} from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";

/**
 * The built-in test-card processor's confirmCardPayment (DESIGN §5): the card goes in the body of this one
 * request and is neither kept nor logged here or on the server. `idempotencyKey` is one per payment attempt
 * (finding 6): a re-sent confirmation answers the first one instead of charging again.
 */
export async function confirmTestCard(
  input: {
    clientSecret: string;
    card: TestCard;
    billingDetails: { name: string; email: string };
  },
  idempotencyKey: string,
): Promise<TestCardConfirmAnswer> {
  const { data } = await apiRequest("/api/payments/test-cards/confirm", testCardConfirmAnswerSchema, {
    method: "POST",
    body: input,
    auth: true,
    idempotencyKey,
  });
  return data;
}
