import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** Loaded with zod when the answer arrives: the product page asks this on its first load (issue 24). */
const adminStatusSchema = async () => (await import("@xpart/shared/schemas")).adminStatusSchema;

/** GET /api/admin/{email} (spec §6: the server says who is an admin); the caller's own data. */
export const adminStatusQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.adminStatus.of(email),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest(`/api/admin/${encodeURIComponent(email)}`, adminStatusSchema, {
        auth: true,
        ownData: true,
        signal,
      });
      return data.admin;
    },
    // Dropped on sign-out with the rest of the user's data.
    meta: { private: true },
  });

/** One question for both the side menu and the admin guard; asked only for a signed-in user. */
export function useAdminStatus(email: string | undefined) {
  return useQuery({ ...adminStatusQueryOptions(email ?? ""), enabled: Boolean(email) });
}
