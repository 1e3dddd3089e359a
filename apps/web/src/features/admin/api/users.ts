import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminUserSchema, deletedCountAnswerSchema, modifiedCountAnswerSchema } from "@xpart/shared/schemas";
import { TOTAL_COUNT_HEADER } from "@xpart/shared/texts";
import { z } from "zod";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

const usersSchema = z.array(adminUserSchema);

interface UsersQuery {
  q: string;
  limit: number;
  offset: number;
}

/** GET /api/user (admin): accounts, oldest first, with role, creation time and whether removed. */
async function getUsers(query: UsersQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.q) params.set("q", query.q);
  const { data, headers } = await apiRequest(`/api/user?${params.toString()}`, usersSchema, {
    auth: true,
    signal,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { users: data, total: Number.isSafeInteger(total) ? total : query.offset + data.length };
}

const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.users.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    meta: { private: true },
    staleTime: 0,
  });

export const useUsers = (query: UsersQuery) =>
  useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });

/** What an admin can do to an account: promote, demote, or remove ('Remove User'). */
export type UserAction = "promote" | "demote" | "remove";

const REQUESTS: Record<UserAction, { method: "PUT" | "DELETE"; path: (email: string) => string }> = {
  // PUT /api/user/admin/{email} (spec §7): 403 for a non-admin caller.
  promote: { method: "PUT", path: (email) => `/api/user/admin/${encodeURIComponent(email)}` },
  // DELETE /api/user/admin/{email}: never the last admin.
  demote: { method: "DELETE", path: (email) => `/api/user/admin/${encodeURIComponent(email)}` },
  // DELETE /api/user/{email} (DESIGN §4): sessions and tokens revoked, sign-in disabled, orders kept.
  remove: { method: "DELETE", path: (email) => `/api/user/${encodeURIComponent(email)}` },
};

/** Any of the answers: the spec's `modifiedCount` or `deletedCount`, or nothing more. */
const userActionAnswerSchema = z.union([modifiedCountAnswerSchema, deletedCountAnswerSchema]);

export async function changeUser({ action, email }: { action: UserAction; email: string }) {
  const { method, path } = REQUESTS[action];
  const { data } = await apiRequest(path(email), userActionAnswerSchema, { method, auth: true });
  return data;
}

/** Changes one account, then reads the list again (the row's role or state, and its buttons). */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
