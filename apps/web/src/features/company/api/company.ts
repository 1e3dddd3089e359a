import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  companyInvitationSchema,
  companySchema,
  myCompanySchema,
  type CreateCompanyBody,
  type MyCompany,
  type UpdateCompanyBody,
  type UpdateMemberBody,
} from "@xpart/shared/schemas";
import type { CompanyRole } from "@xpart/shared/texts";
import { z } from "zod";

import { apiRequest } from "#src/lib/api-client";
import { setMyCompany } from "#src/lib/company/get-my-company";
import { queryKeys } from "#src/lib/query-keys";

/**
 * The company's writes (issue 40). None is `ownData`: a buyer's 403 for what only a company admin may do is
 * an answer to show, not a sign that the session ended.
 */
const memberPath = (userId: string) => `/api/company/members/${encodeURIComponent(userId)}`;
const invitationPath = (id: string) => `/api/company/invitations/${encodeURIComponent(id)}`;

/** Reads the company again: the menu, the Company page and Company orders follow. */
function useRefreshCompany() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
}

/** POST /api/companies: 201 with the company; the caller is its first company admin (409 if already in one). */
export function useCreateCompany() {
  return useMutation({
    mutationFn: async (body: CreateCompanyBody) =>
      (await apiRequest("/api/companies", companySchema, { method: "POST", body, auth: true })).data,
    onSuccess: useRefreshCompany(),
  });
}

/** PATCH /api/company (company admins): the details and the two switches; answers the company. */
export function useUpdateCompany(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCompanyBody) =>
      (await apiRequest("/api/company", companySchema, { method: "PATCH", body, auth: true })).data,
    onSuccess: (company) =>
      queryClient.setQueryData<MyCompany | null>(queryKeys.company.mine(email), (mine) =>
        mine ? { ...mine, company } : mine,
      ),
    onError: useRefreshCompany(),
  });
}

/** PATCH /api/company/members/:userId: a member's role; answers the company as it now is. */
export function useChangeRole(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: CompanyRole }) =>
      (
        await apiRequest(memberPath(userId), myCompanySchema.nullable(), {
          method: "PATCH",
          body: { role },
          auth: true,
        })
      ).data,
    onSuccess: (mine) => setMyCompany(queryClient, email, mine),
  });
}

/** A buyer's spending limits in dollars; null: no limit of that kind. */
export type SpendingLimitsBody = Required<Pick<UpdateMemberBody, "perOrderLimit" | "monthlyLimit">>;

/**
 * PATCH /api/company/members/:userId with a buyer's spending limits (issue 40 item 4), both sent, null for none;
 * answers the company as it now is. A 400 names the refused limit in `fields`.
 */
export function useUpdateLimits(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, limits }: { userId: string; limits: SpendingLimitsBody }) =>
      (
        await apiRequest(memberPath(userId), myCompanySchema.nullable(), {
          method: "PATCH",
          body: limits,
          auth: true,
        })
      ).data,
    onSuccess: (mine) => setMyCompany(queryClient, email, mine),
  });
}

/**
 * DELETE /api/company/members/:userId: answers the company without them (409 for its last company admin), or
 * null when the caller left it: then every private answer (the cart at company prices, company prices and
 * orders) is read again, as after joining one.
 */
export function useRemoveMember(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await apiRequest(memberPath(userId), myCompanySchema.nullable(), { method: "DELETE", auth: true }))
        .data,
    onSuccess: async (mine) => {
      setMyCompany(queryClient, email, mine);
      if (mine === null)
        await queryClient.invalidateQueries({ predicate: (query) => query.meta?.private === true });
    },
  });
}

/** POST /api/company/invitations: 201, and the invitation is mailed. */
export function useInvite() {
  return useMutation({
    mutationFn: async (body: { email: string; role: CompanyRole }) =>
      (
        await apiRequest("/api/company/invitations", companyInvitationSchema, {
          method: "POST",
          body,
          auth: true,
        })
      ).data,
    onSuccess: useRefreshCompany(),
  });
}

/** DELETE /api/company/invitations/:id: 204; the link stops working. */
export function useWithdrawInvitation() {
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(invitationPath(id), z.unknown(), { method: "DELETE", auth: true });
    },
    onSettled: useRefreshCompany(),
  });
}
