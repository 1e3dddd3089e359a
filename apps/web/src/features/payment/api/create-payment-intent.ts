import { useQuery } from "@tanstack/react-query";
import { clientSecretAnswerSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { queryKeys } from "#src/lib/query-keys";

/**
 * POST /api/create-payment-intent `{orderId}` → `{clientSecret}`. The amount is the order's stored total, and
 * the server reuses one payment per order (DESIGN §4), so asking again on a repeat visit is safe. Each ask
 * carries its own `Idempotency-Key` (finding 6), kept for the retry after a silent token refresh.
 */
export async function createPaymentIntent(orderId: string, idempotencyKey: string, signal?: AbortSignal) {
  const { data } = await apiRequest("/api/create-payment-intent", clientSecretAnswerSchema, {
    method: "POST",
    body: { orderId },
    auth: true,
    ownData: true,
    signal,
    idempotencyKey,
  });
  return data.clientSecret;
}

/**
 * The client secret for an unpaid order; idle otherwise. Kept only while the page is open. With no automatic
 * retry, each fetch is one ask (opening the page, or 'Try again') and gets a new key.
 */
export function useClientSecret(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.paymentIntent(orderId),
    queryFn: ({ signal }) => createPaymentIntent(orderId, newIdempotencyKey(), signal),
    enabled,
    meta: { private: true },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
