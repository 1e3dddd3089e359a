import { useMutation, useQuery } from "@tanstack/react-query";
import { receivablesSchema } from "@xpart/shared/schemas";

import { downloadCsvFile } from "#src/features/admin/api/csv-transfer";
import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** GET /api/admin/receivables (issue 41): every company owing on account, the most overdue first, and the totals. */
export const useReceivables = () =>
  useQuery({
    queryKey: queryKeys.admin.receivables,
    queryFn: async ({ signal }) =>
      (await apiRequest("/api/admin/receivables", receivablesSchema, { auth: true, signal })).data,
    meta: { private: true },
    staleTime: 0,
  });

/** The export's name, as the server's Content-Disposition gives it. */
const RECEIVABLES_FILE = "x-part-receivables.csv";

/** GET /api/admin/receivables/export: the same table as a CSV file; answers the file's name. */
export const useExportReceivables = () =>
  useMutation({
    mutationFn: () => downloadCsvFile("/api/admin/receivables/export", RECEIVABLES_FILE),
  });
