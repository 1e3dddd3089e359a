import { queryOptions, useQuery } from "@tanstack/react-query";

import { authApi } from "#src/lib/auth/auth-api";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { queryKeys } from "#src/lib/query-keys";

/** Which sign-in methods the shop offers (GET /api/sign-in-options): fixed while the server runs. */
export const signInOptionsQuery = queryOptions({
  queryKey: queryKeys.signInOptions,
  queryFn: () => authApi.signInOptions(),
  staleTime: Infinity,
});

export const useSignInOptions = () => useQuery(signInOptionsQuery);

/** The sign-in pages' loader: the options come with a server-drawn page, so the browser never asks for them. */
export const prefetchSignInOptions: PagePrefetch = (client) => client.prefetchQuery(signInOptionsQuery);
