import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { quoteListSchema, quoteSchema, type PriceQuoteBody, type Quote } from "@xpart/shared/schemas";
import type { QuoteStatus } from "@xpart/shared/texts";

import { apiFile, apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";
import { saveFile } from "#src/lib/save-file";

/** The shop's quotes (issue 41 item 4): the list by status, pricing, sending, and a quote's PDF. */
const quotePath = (id: string, rest = "") => `/api/admin/quotes/${encodeURIComponent(id)}${rest}`;

/** GET /api/admin/quotes?status=: the quotes of one status ('' for every one), newest first. */
export const useAdminQuotes = (status: QuoteStatus | "") =>
  useQuery({
    queryKey: queryKeys.admin.quotes.list(status),
    queryFn: async ({ signal }) => {
      const query = status ? `?${new URLSearchParams({ status }).toString()}` : "";
      return (await apiRequest(`/api/admin/quotes${query}`, quoteListSchema, { auth: true, signal })).data;
    },
    meta: { private: true },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/**
 * After a price or a send: the quote as the server answers it, shown at once in every list that holds it, and
 * the lists read again, since its status (and so its tab) may have changed.
 */
function useShowQuote() {
  const queryClient = useQueryClient();
  return (quote: Quote) => {
    queryClient.setQueriesData<Quote[]>({ queryKey: queryKeys.admin.quotes.all }, (list) =>
      list?.map((each) => (each.id === quote.id ? quote : each)),
    );
    return queryClient.invalidateQueries({ queryKey: queryKeys.admin.quotes.all });
  };
}

/** PUT /api/admin/quotes/:id `{lines, validUntil, note?}`: answers the quote, requested; a 400 names the field. */
export function usePriceQuote() {
  const show = useShowQuote();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PriceQuoteBody }) =>
      (await apiRequest(quotePath(id), quoteSchema, { method: "PUT", body, auth: true })).data,
    onSuccess: show,
  });
}

/** POST /api/admin/quotes/:id/send: answers the quote, sent (its requester mailed); 409 until every line is priced. */
export function useSendQuote() {
  const show = useShowQuote();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(quotePath(id, "/send"), quoteSchema, { method: "POST", auth: true })).data,
    onSuccess: show,
  });
}

/** GET /api/admin/quotes/:id/pdf: fetched with the token and saved under the server's name for it. */
export const useDownloadAdminQuote = () =>
  useMutation({
    mutationFn: async (quote: Pick<Quote, "id" | "number">) => {
      const pdf = await apiFile(quotePath(quote.id, "/pdf"), { auth: true });
      saveFile(pdf, `x-part-quote-${quote.number}.pdf`);
    },
  });
