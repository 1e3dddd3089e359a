import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  addressListSchema,
  addressSchema,
  type Address,
  type CreateAddressBody,
  type UpdateAddressBody,
} from "@xpart/shared/schemas";

import { addressesKey } from "#src/lib/addresses/get-addresses";
import { apiRequest } from "#src/lib/api-client";

const addressPath = (id: string) => `/api/addresses/${encodeURIComponent(id)}`;

/** POST /api/addresses: 201 with the address (the first becomes the default); 409 past the limit. */
async function createAddress(body: CreateAddressBody) {
  return (await apiRequest("/api/addresses", addressSchema, { method: "POST", body, auth: true })).data;
}

/** PATCH /api/addresses/:id: only the fields sent change; `isDefault: true` moves the default here. */
async function updateAddress(id: string, body: UpdateAddressBody) {
  return (await apiRequest(addressPath(id), addressSchema, { method: "PATCH", body, auth: true })).data;
}

/** DELETE /api/addresses/:id: answers the remaining list, with the new default when this one was it. */
async function deleteAddress(id: string) {
  return (await apiRequest(addressPath(id), addressListSchema, { method: "DELETE", auth: true })).data;
}

/** The list is read again after each write: changing one address can move the default off another. */
function useRefresh(email: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressesKey(email) });
}

export function useCreateAddress(email: string) {
  return useMutation({ mutationFn: createAddress, onSettled: useRefresh(email) });
}

export function useUpdateAddress(email: string) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAddressBody }) => updateAddress(id, body),
    onSettled: useRefresh(email),
  });
}

/** A delete's answer is the new list, shown at once. */
export function useDeleteAddress(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (list: Address[]) => queryClient.setQueryData(addressesKey(email), list),
    onError: useRefresh(email),
  });
}
