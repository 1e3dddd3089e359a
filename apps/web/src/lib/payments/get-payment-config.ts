import { queryOptions, useQuery } from "@tanstack/react-query";
import { paymentConfigSchema } from "@xpart/shared/schemas";

import { apiGet } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** Which card form to show, with Stripe's publishable key read at run time, never baked in (DESIGN §1). */
async function getPaymentConfig(signal?: AbortSignal) {
  const { data } = await apiGet("/api/payment-config", paymentConfigSchema, signal);
  return data;
}

const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.paymentConfig,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
