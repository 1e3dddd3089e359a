import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchSuggestion } from "@xpart/shared/schemas";
import { SEARCH_LIMITS } from "@xpart/shared/texts";

import { apiGet } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** Loaded with zod the first time the box asks: the shop's first load carries no schema (issue 24). */
const suggestionsSchema = async () => (await import("@xpart/shared/schemas")).searchSuggestionsSchema;

/** What the search box offers for `q` (GET /api/search/suggest, issue 42): at most SEARCH_LIMITS.suggestions. */
async function getSuggestions(q: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ q });
  const { data } = await apiGet(`/api/search/suggest?${params.toString()}`, suggestionsSchema, signal);
  return data.suggestions.slice(0, SEARCH_LIMITS.suggestions);
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.searchSuggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    // The catalogue's words change with an import, not while someone types.
    staleTime: 5 * 60_000,
  });

/** One empty list for every render without suggestions, so the box can tell a new list from the same one. */
const NONE: readonly SearchSuggestion[] = [];

/**
 * The suggestions for what was typed (already paused on by the caller); none below suggestMinChars. The last
 * list stays while the next one loads, so the list under the box does not flicker with each key.
 */
export function useSuggestions(q: string) {
  const enabled = q.length >= SEARCH_LIMITS.suggestMinChars;
  const query = useQuery({ ...suggestionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
  return enabled ? (query.data ?? NONE) : NONE;
}
