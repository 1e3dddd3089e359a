import { queryOptions, useQuery } from "@tanstack/react-query";
import { infoListSchema, type InfoRecord } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * The caller's info record (GET /api/info?email=, spec §7: a list of one record, or none), or null. `ownData`:
 * a 403 on one's own email means the session is no longer theirs, and the app signs out.
 */
async function getInfo(email: string, signal?: AbortSignal): Promise<InfoRecord | null> {
  const { data } = await apiRequest(`/api/info?email=${encodeURIComponent(email)}`, infoListSchema, {
    auth: true,
    ownData: true,
    signal,
  });
  return data[0] ?? null;
}

const infoQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.info(email),
    queryFn: ({ signal }) => getInfo(email, signal),
    // Forgotten on sign-out with every other private answer.
    meta: { private: true },
  });

/** The signed-in user's info record (null when there is none yet); idle until the user is known. */
export const useInfo = (email: string) => useQuery({ ...infoQueryOptions(email), enabled: email !== "" });
