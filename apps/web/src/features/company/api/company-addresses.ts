import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  addressListSchema,
  addressSchema,
  type CreateAddressBody,
  type UpdateAddressBody,
} from "@xpart/shared/schemas";

import { addressesKey } from "#src/lib/addresses/get-addresses";
import { apiRequest } from "#src/lib/api-client";

/**
 * The company's delivery addresses (issue 40), changed by its company admins under /api/company/addresses with
 * the bodies of /api/addresses. Every member reads them in GET /api/addresses (`shared`), so that list is read
 * again after each write.
 */
const path = (id: string) => `/api/company/addresses/${encodeURIComponent(id)}`;

function useRefresh(email: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressesKey(email) });
}

export function useCreateCompanyAddress(email: string) {
  return useMutation({
    mutationFn: async (body: CreateAddressBody) =>
      (await apiRequest("/api/company/addresses", addressSchema, { method: "POST", body, auth: true })).data,
    onSettled: useRefresh(email),
  });
}

export function useUpdateCompanyAddress(email: string) {
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateAddressBody }) =>
      (await apiRequest(path(id), addressSchema, { method: "PATCH", body, auth: true })).data,
    onSettled: useRefresh(email),
  });
}

/** Answers the company's remaining addresses; the caller's whole list (their own too) is read again. */
export function useDeleteCompanyAddress(email: string) {
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(path(id), addressListSchema, { method: "DELETE", auth: true })).data,
    onSettled: useRefresh(email),
  });
}
