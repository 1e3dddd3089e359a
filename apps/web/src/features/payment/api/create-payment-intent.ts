import { useQuery } from "@tanstack/react-query";
import { z } from "zod";

import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/create-payment-intent `{orderId}` → `{clientSecret}`. The amount is the order's stored total, and
 * the server reuses one payment per order (DESIGN §4), so asking again on a repeat visit is safe.
 */
export async function createPaymentIntent(orderId: string, signal?: AbortSignal) {
  const { data } = await apiRequest("/api/create-payment-intent", z.object({ clientSecret: z.string() }), {
    method: "POST",
    body: { orderId },
    auth: true,
    ownData: true,
    signal,
  });
  return data.clientSecret;
}

/** The client secret for an unpaid order; idle otherwise. Kept only while the page is open. */
export function useClientSecret(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["payment-intent", orderId],
    queryFn: ({ signal }) => createPaymentIntent(orderId, signal),
    enabled,
    meta: { private: true },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
