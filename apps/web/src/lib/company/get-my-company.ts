import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { MyCompany } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** Loaded with zod when the answer arrives: the side menu asks this on every dashboard page. */
const myCompanySchema = async () => (await import("@xpart/shared/schemas")).myCompanySchema.nullable();

/**
 * GET /api/company (issue 40): the caller's company, their role in it and its members; null when they belong to
 * none. Not `ownData`: a 403 here (a shop admin) is no sign the session ended.
 */
async function getMyCompany(signal?: AbortSignal): Promise<MyCompany | null> {
  return (await apiRequest("/api/company", myCompanySchema, { auth: true, signal })).data;
}

export const myCompanyQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.company.mine(email),
    queryFn: ({ signal }) => getMyCompany(signal),
    // Forgotten on sign-out with every other private answer.
    meta: { private: true },
  });

/**
 * The one read of the caller's company, for the side menu, the Company page and Company orders alike; idle
 * until the customer is known and while `enabled` is false (a shop admin, who has no company).
 */
export const useMyCompany = (email: string | undefined, enabled = true) =>
  useQuery({ ...myCompanyQueryOptions(email ?? ""), enabled: Boolean(email) && enabled });

/** After a write that answers the company (a member's role, a removal): shown at once, everywhere it is read. */
export function setMyCompany(client: QueryClient, email: string, company: MyCompany | null): void {
  client.setQueryData(queryKeys.company.mine(email), company);
}
