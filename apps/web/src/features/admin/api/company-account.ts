import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  companyTermsSchema,
  statementSchema,
  type BankTransferBody,
  type CompanyTerms,
  type CompanyTermsBody,
  type Statement,
} from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { queryKeys } from "#src/lib/query-keys";

/** A company's account as the shop keeps it (issue 41): its statement, terms, hold and bank transfers. */
const accountPath = (companyId: string, rest: "statement" | "terms" | "hold-lift" | "transfers") =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/${rest}`;

/** GET /api/admin/companies/:id/statement: terms, balance, ageing and the open invoices, oldest due first. */
export const useAdminStatement = (companyId: string) =>
  useQuery({
    queryKey: queryKeys.admin.companies.statement(companyId),
    queryFn: async ({ signal }) =>
      (await apiRequest(accountPath(companyId, "statement"), statementSchema, { auth: true, signal })).data,
    meta: { private: true },
    staleTime: 0,
  });

/** After a write to the account: its answer shown at once in the statement, and the Receivables page read again. */
function useShowAccount(companyId: string) {
  const queryClient = useQueryClient();
  const refreshReceivables = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.receivables, refetchType: "active" });
  return {
    terms: (terms: CompanyTerms) => {
      queryClient.setQueryData<Statement>(queryKeys.admin.companies.statement(companyId), (statement) =>
        statement ? { ...statement, terms } : statement,
      );
      return refreshReceivables();
    },
    statement: (statement: Statement) => {
      queryClient.setQueryData(queryKeys.admin.companies.statement(companyId), statement);
      return refreshReceivables();
    },
  };
}

/** PUT /api/admin/companies/:id/terms `{paymentTerms, creditLimit}`: answers the terms; a 400 names the field. */
export function useSaveTerms(companyId: string) {
  const show = useShowAccount(companyId);
  return useMutation({
    mutationFn: async (body: CompanyTermsBody) =>
      (
        await apiRequest(accountPath(companyId, "terms"), companyTermsSchema, {
          method: "PUT",
          body,
          auth: true,
        })
      ).data,
    onSuccess: show.terms,
  });
}

/** POST /api/admin/companies/:id/hold-lift: the company may buy on account again; answers the terms. */
export function useLiftHold(companyId: string) {
  const show = useShowAccount(companyId);
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(accountPath(companyId, "hold-lift"), companyTermsSchema, {
          method: "POST",
          auth: true,
        })
      ).data,
    onSuccess: show.terms,
  });
}

/**
 * POST /api/admin/companies/:id/transfers: a bank transfer received, spread over the invoices; answers the
 * statement. One key per submission, so a repeated request never records the money twice.
 */
export function useRecordTransfer(companyId: string) {
  const show = useShowAccount(companyId);
  return useMutation({
    mutationFn: async (body: BankTransferBody) =>
      (
        await apiRequest(accountPath(companyId, "transfers"), statementSchema, {
          method: "POST",
          body,
          auth: true,
          idempotencyKey: newIdempotencyKey(),
        })
      ).data,
    onSuccess: show.statement,
  });
}
