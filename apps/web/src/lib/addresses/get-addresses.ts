import { queryOptions, useQuery } from "@tanstack/react-query";
import { addressListSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";

/** The addresses' key, per account, so a sign-in as someone else never shows the last person's book. */
export const addressesKey = (email: string) => ["addresses", email] as const;

/** GET /api/addresses: the caller's saved delivery addresses, the default first (issue 26). */
async function getAddresses(signal?: AbortSignal) {
  const { data } = await apiRequest("/api/addresses", addressListSchema, { auth: true, signal });
  return data;
}

const addressesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: addressesKey(email),
    queryFn: ({ signal }) => getAddresses(signal),
    // Forgotten on sign-out with every other private answer.
    meta: { private: true },
  });

/** The signed-in customer's addresses; idle until the customer is known. */
export const useAddresses = (email: string) =>
  useQuery({ ...addressesQueryOptions(email), enabled: email !== "" });
