import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  adminCompanySchema,
  companyListSchema,
  companySchema,
  type AdminCompany,
  type AdminUpdateCompanyBody,
} from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

const companyPath = (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`;

/** GET /api/admin/companies?q= (shop admins, issue 40): name, tax ID or a member's email contains q. */
export const useCompanies = (q: string) =>
  useQuery({
    queryKey: queryKeys.admin.companies.list(q),
    queryFn: async ({ signal }) => {
      const query = q ? `?${new URLSearchParams({ q }).toString()}` : "";
      return (await apiRequest(`/api/admin/companies${query}`, companyListSchema, { auth: true, signal }))
        .data;
    },
    meta: { private: true },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/companies/:id: the company, its members and open invitations; idle without an id. */
export const useAdminCompany = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.companies.detail(id ?? ""),
    queryFn: async ({ signal }) =>
      (await apiRequest(companyPath(id ?? ""), adminCompanySchema, { auth: true, signal })).data,
    enabled: id !== null,
    meta: { private: true },
    staleTime: 0,
  });

/**
 * PATCH /api/admin/companies/:id: the company's settings and what only the shop sets (tax exemption). The
 * answer is shown at once in the detail; the list is read again.
 */
export function useUpdateCompanyAsShop(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminUpdateCompanyBody) =>
      (await apiRequest(companyPath(id), companySchema, { method: "PATCH", body, auth: true })).data,
    onSuccess: (company) => {
      queryClient.setQueryData<AdminCompany>(queryKeys.admin.companies.detail(id), (detail) =>
        detail ? { ...detail, company } : detail,
      );
      return queryClient.invalidateQueries({
        queryKey: queryKeys.admin.companies.all,
        refetchType: "active",
      });
    },
  });
}
