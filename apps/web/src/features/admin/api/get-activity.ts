import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { ACTIVITY_LIMITS, activityEntrySchema } from "@xpart/shared/schemas";
import type { AdminAction, AuditTarget } from "@xpart/shared/texts";
import { z } from "zod";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

const activitySchema = z.array(activityEntrySchema);

/** The Activity page's filters; "" means any. */
export interface ActivityFilters {
  action: AdminAction | "";
  targetType: AuditTarget | "";
  actor: string;
  targetId: string;
}

const ACTIVITY_PAGE = ACTIVITY_LIMITS.defaultLimit;

/** GET /api/activity (admin): the audit trail, newest first; `before` is the last id already shown. */
async function getActivity(filters: ActivityFilters, before: number | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE) });
  if (filters.action) params.set("action", filters.action);
  if (filters.targetType) params.set("targetType", filters.targetType);
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.targetId) params.set("targetId", filters.targetId);
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
