import { queryOptions, useQuery } from "@tanstack/react-query";
import { salesDashboardSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** GET /api/admin/dashboard (admin): the last 30 days' figures and the low-stock list (issue 27). */
async function getSalesDashboard(signal?: AbortSignal) {
  return (await apiRequest("/api/admin/dashboard", salesDashboardSchema, { auth: true, signal })).data;
}

// Sales come in while the page is open in another tab: coming back shows them.
const salesDashboardQueryOptions = queryOptions({
  queryKey: queryKeys.admin.salesDashboard,
  queryFn: ({ signal }) => getSalesDashboard(signal),
  meta: { private: true },
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export const useSalesDashboard = () => useQuery(salesDashboardQueryOptions);
