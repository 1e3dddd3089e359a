import { useMutation, useQueryClient } from "@tanstack/react-query";
import { quoteSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { ApiClientError } from "#src/lib/api-error";
import { queryKeys } from "#src/lib/query-keys";

/**
 * POST /api/company/quotes `{note?}` (issue 41): the caller's cart, as the server has it, asked to be priced;
 * 201 with the new quote. The cart stays as it is. Its company's quotes are read again on the Quotes page; an
 * empty cart (409) is read again, so the page shows it as it is.
 */
export function useRequestQuote(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (
        await apiRequest("/api/company/quotes", quoteSchema, {
          method: "POST",
          body: note ? { note } : {},
          auth: true,
        })
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.company.quotes(email) }),
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
