import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invoicePaymentIntentAnswerSchema, statementSchema } from "@xpart/shared/schemas";

import { apiFile, apiRequest } from "#src/lib/api-client";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { queryKeys } from "#src/lib/query-keys";
import { saveFile } from "#src/lib/save-file";

/**
 * The company's account as its company admins keep it (issue 41): the statement, its PDF, and paying an invoice
 * by card. None is `ownData`: a buyer's 403 is an answer to show, not a sign that the session ended.
 */
const invoicePath = (invoiceId: string, action: "payment-intent" | "payments") =>
  `/api/company/invoices/${encodeURIComponent(invoiceId)}/${action}`;

/** GET /api/company/statement: terms, balance, ageing and the open invoices, oldest due first. */
export const statementQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.company.statement(email),
    queryFn: async ({ signal }) =>
      (await apiRequest("/api/company/statement", statementSchema, { auth: true, signal })).data,
    meta: { private: true },
    staleTime: 0,
  });

/** The statement, for company admins only: idle for everyone else (the server answers them 403). */
export const useStatement = (email: string, enabled: boolean) =>
  useQuery({ ...statementQueryOptions(email), enabled: enabled && email !== "" });

/**
 * GET /api/company/statement.pdf: fetched with the token (a plain link carries none) and saved under the name
 * the server gives it, the statement's day in it.
 */
export const useDownloadStatement = () =>
  useMutation({
    mutationFn: async (today: string) => {
      const pdf = await apiFile("/api/company/statement.pdf", { auth: true });
      saveFile(pdf, `x-part-statement-${today}.pdf`);
    },
  });

/**
 * POST /api/company/invoices/:invoiceId/payment-intent `{amount}` (dollars): starts a card payment of some or
 * all of what the invoice owes; answers the client secret the card form confirms. One key per ask.
 */
export const useInvoicePaymentIntent = () =>
  useMutation({
    mutationFn: async ({ invoiceId, amount }: { invoiceId: string; amount: number }) =>
      (
        await apiRequest(invoicePath(invoiceId, "payment-intent"), invoicePaymentIntentAnswerSchema, {
          method: "POST",
          body: { amount },
          auth: true,
          idempotencyKey: newIdempotencyKey(),
        })
      ).data,
  });

/**
 * POST /api/company/invoices/:invoiceId/payments `{transactionId}`: "I paid, check it" (the server asks the
 * provider); answers the statement as it now is, shown at once. The terms (balance, hold) are read again.
 */
export function useRecordInvoicePayment(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoiceId, transactionId }: { invoiceId: string; transactionId: string }) =>
      (
        await apiRequest(invoicePath(invoiceId, "payments"), statementSchema, {
          method: "POST",
          body: { transactionId },
          auth: true,
          idempotencyKey: newIdempotencyKey(),
        })
      ).data,
    onSuccess: (statement) => {
      queryClient.setQueryData(queryKeys.company.statement(email), statement);
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.terms(email) });
    },
  });
}
