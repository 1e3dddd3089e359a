import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  insertedIdAnswerSchema,
  modifiedCountAnswerSchema,
  type CreateInfoBody,
  type UpdateInfoBody,
} from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** POST /api/info: the caller's one record (201 `{insertedId}`; a second is a 409, a refused field a 400). */
export async function addInfo(body: CreateInfoBody) {
  const { data } = await apiRequest("/api/info", insertedIdAnswerSchema, {
    method: "POST",
    body,
    auth: true,
  });
  return data;
}

/** PUT /api/info?email=: only the `updated*` fields sent change; "" clears one (`{modifiedCount}`). */
async function updateInfo(email: string, body: UpdateInfoBody) {
  const { data } = await apiRequest(
    `/api/info?email=${encodeURIComponent(email)}`,
    modifiedCountAnswerSchema,
    {
      method: "PUT",
      body,
      auth: true,
      ownData: true,
    },
  );
  return data;
}

/** Adds the record, then reads it again (the card and the social buttons). */
export function useAddInfo(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInfo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.info(email) }),
  });
}

/** Changes the record, then reads it again. */
export function useUpdateInfo(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInfoBody) => updateInfo(email, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.info(email) }),
  });
}
