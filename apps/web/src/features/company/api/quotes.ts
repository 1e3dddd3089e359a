import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  checkoutAnswerSchema,
  quoteListSchema,
  quoteSchema,
  type AcceptQuoteBody,
  type Quote,
} from "@xpart/shared/schemas";

import { apiFile, apiRequest } from "#src/lib/api-client";
import { ApiClientError } from "#src/lib/api-error";
import { queryKeys } from "#src/lib/query-keys";
import { saveFile } from "#src/lib/save-file";

/**
 * A company's quotes as its members see them (issue 41 item 4): the list, a quote's PDF, accepting and declining.
 * None is `ownData`: a 403 (no longer a member) is an answer to show, not a sign that the session ended.
 */
const quotePath = (id: string, action: "pdf" | "accept" | "decline") =>
  `/api/company/quotes/${encodeURIComponent(id)}/${action}`;

/** GET /api/company/quotes: the company's quotes, newest first. */
export const quotesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.company.quotes(email),
    queryFn: async ({ signal }) =>
      (await apiRequest("/api/company/quotes", quoteListSchema, { auth: true, signal })).data,
    meta: { private: true },
    staleTime: 0,
  });

/** The quotes, for a company member only: idle for everyone else (the server answers them 403). */
export const useQuotes = (email: string, enabled: boolean) =>
  useQuery({ ...quotesQueryOptions(email), enabled: enabled && email !== "" });

/** GET /api/company/quotes/:id/pdf: fetched with the token and saved under the server's name for it. */
export const useDownloadQuote = () =>
  useMutation({
    mutationFn: async (quote: Pick<Quote, "id" | "number">) => {
      const pdf = await apiFile(quotePath(quote.id, "pdf"), { auth: true });
      saveFile(pdf, `x-part-quote-${quote.number}.pdf`);
    },
  });

/** One quote in the list replaced by the server's answer, shown at once. */
function replaceQuote(list: Quote[] | undefined, quote: Quote) {
  return list?.map((each) => (each.id === quote.id ? quote : each));
}

/**
 * POST /api/company/quotes/:id/accept `{name, address, phone, poNumber?, payWith?}`: the quote's lines go to
 * checkout at its prices, 201 with the checkout as POST /api/checkout answers it (on account its orders are
 * paid; by card unpaid). Placed or refused (409: expired, declined or accepted meanwhile, or over the credit),
 * the quotes are read again; placed, the orders, the stock and the company's account too.
 */
export function useAcceptQuote(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: AcceptQuoteBody }) =>
      (
        await apiRequest(quotePath(id, "accept"), checkoutAnswerSchema, {
          method: "POST",
          body,
          auth: true,
        })
      ).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.quotes(email) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.account });
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.company.quotes(email) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.company.account });
      }
    },
  });
}

/** POST /api/company/quotes/:id/decline: answers the quote, declined, shown at once in the list. */
export function useDeclineQuote(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(quotePath(id, "decline"), quoteSchema, { method: "POST", auth: true })).data,
    onSuccess: (quote) =>
      queryClient.setQueryData(queryKeys.company.quotes(email), (list: Quote[] | undefined) =>
        replaceQuote(list, quote),
      ),
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.company.quotes(email) });
    },
  });
}
