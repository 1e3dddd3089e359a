import type { TestCard } from "@xpart/shared";
import { z } from "zod";

import { apiRequest } from "../../../lib/api-client";

const confirmAnswerSchema = z.union([
  z.object({ paymentIntent: z.object({ id: z.string(), status: z.string() }) }),
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
]);

export type ConfirmAnswer = z.infer<typeof confirmAnswerSchema>;

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
): Promise<ConfirmAnswer> {
  const { data } = await apiRequest("/api/payments/test-cards/confirm", confirmAnswerSchema, {
    method: "POST",
    body: input,
    auth: true,
    idempotencyKey,
  });
  return data;
}
