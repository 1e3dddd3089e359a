import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { ACTIVITY_LIMITS, activityEntrySchema } from "@xpart/shared/schemas";
import { ACTIVITY_EXPORT, type AdminAction, type AuditTarget } from "@xpart/shared/texts";
import { z } from "zod";

import { withToken } from "#src/features/admin/api/fetch-with-token";
import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";
import { saveFile } from "#src/lib/save-file";

const activitySchema = z.array(activityEntrySchema);

/** The Activity page's filters; "" means any. */
export interface ActivityFilters {
  action: AdminAction | "";
  targetType: AuditTarget | "";
  actor: string;
  targetId: string;
  /** Whole days, `YYYY-MM-DD`, in UTC (issue 27). */
  from: string;
  to: string;
}

/** The filters as the query string carries them: only those set. */
function filterParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

const ACTIVITY_PAGE = ACTIVITY_LIMITS.defaultLimit;

/** GET /api/activity (admin): the audit trail, newest first; `before` is the last id already shown. */
async function getActivity(filters: ActivityFilters, before: number | null, signal?: AbortSignal) {
  const params = filterParams(filters);
  params.set("limit", String(ACTIVITY_PAGE));
  if (before !== null) params.set("before", String(before));
  const { data } = await apiRequest(`/api/activity?${params.toString()}`, activitySchema, {
    auth: true,
    signal,
  });
  return data;
}

const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.activity(filters),
    queryFn: ({ pageParam, signal }) => getActivity(filters, pageParam, signal),
    initialPageParam: null as number | null,
    // A full page may have more behind it; a short one is the end of the trail.
    getNextPageParam: (last) => (last.length === ACTIVITY_PAGE ? (last.at(-1)?.id ?? null) : null),
    meta: { private: true },
    staleTime: 0,
  });

/** The trail, one page at a time ('Load more'); the old results stay while a filter loads. */
export const useActivity = (filters: ActivityFilters) =>
  useInfiniteQuery({ ...activityQueryOptions(filters), placeholderData: keepPreviousData });

/**
 * GET /api/activity/export (admin, issue 27): every entry the filters match as CSV, fetched with the token (a
 * plain link would carry no credential) and saved. Answers the file's name.
 */
async function exportActivity(filters: ActivityFilters): Promise<string> {
  const response = await withToken(`${ACTIVITY_EXPORT.path}?${filterParams(filters).toString()}`, {
    headers: { Accept: "text/csv" },
  });
  saveFile(await response.blob(), ACTIVITY_EXPORT.fileName);
  return ACTIVITY_EXPORT.fileName;
}

export const useActivityExport = () => useMutation({ mutationFn: exportActivity });
