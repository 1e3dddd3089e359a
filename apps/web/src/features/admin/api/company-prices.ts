import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  companyPriceEntrySchema,
  companyPriceListSchema,
  importCountsSchema,
  priceListFileName,
  priceListPaths,
  type CompanyPriceBody,
  type ImportMode,
} from "@xpart/shared/schemas";
import type { z } from "zod";

import { downloadCsvFile, postCsvFile } from "#src/features/admin/api/csv-transfer";
import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** One row of a company's price list as the shop admin reads it: the entry with its product's SKU, name and list price. */
export type CompanyPriceRow = z.infer<typeof companyPriceListSchema>[number];

const pricesPath = (companyId: string) => `/api/admin/companies/${encodeURIComponent(companyId)}/prices`;
const pricePath = (companyId: string, productId: string) =>
  `${pricesPath(companyId)}/${encodeURIComponent(productId)}`;

/** GET /api/admin/companies/:id/prices (issue 40 item 5): every entry, valid today or not. */
export const useCompanyPriceList = (companyId: string) =>
  useQuery({
    queryKey: queryKeys.admin.companies.prices(companyId),
    queryFn: async ({ signal }) =>
      (await apiRequest(pricesPath(companyId), companyPriceListSchema, { auth: true, signal })).data,
    meta: { private: true },
    staleTime: 0,
  });

/**
 * PUT /api/admin/companies/:id/prices/:productId: sets the product's company price (a new one or a change);
 * answers the entry, so the list (with the product's name and list price) is read again.
 */
export function useSetCompanyPrice(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, body }: { productId: string; body: CompanyPriceBody }) =>
      (
        await apiRequest(pricePath(companyId, productId), companyPriceEntrySchema, {
          method: "PUT",
          body,
          auth: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.prices(companyId) }),
  });
}

/** DELETE /api/admin/companies/:id/prices/:productId: the product is at its list price again; answers the list. */
export function useRemoveCompanyPrice(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) =>
      (
        await apiRequest(pricePath(companyId, productId), companyPriceListSchema, {
          method: "DELETE",
          auth: true,
        })
      ).data,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.admin.companies.prices(companyId), list),
  });
}

/**
 * POST /api/admin/companies/:id/price-list-import (issue 40 item 7): checks or applies a price list file; an
 * applied one reads the list again.
 */
export function useImportPriceList(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, file }: { mode: ImportMode; file: Blob }) =>
      postCsvFile(priceListPaths(companyId).import, importCountsSchema, { mode, file }),
    onSuccess: async (answer) => {
      if (answer.applied)
        await queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.prices(companyId) });
    },
  });
}

/** GET /api/admin/companies/:id/price-list-export: the list as a file named after the company. */
export const useExportPriceList = (companyId: string, companyName: string) =>
  useMutation({
    mutationFn: () => downloadCsvFile(priceListPaths(companyId).export, priceListFileName(companyName)),
  });
