import { queryOptions, useQuery } from "@tanstack/react-query";

import { authApi } from "#src/lib/auth/auth-api";
import { queryKeys } from "#src/lib/query-keys";

/** Which sign-in methods the shop offers (GET /api/sign-in-options): fixed while the server runs. */
const signInOptionsQuery = queryOptions({
  queryKey: queryKeys.signInOptions,
  queryFn: () => authApi.signInOptions(),
  staleTime: Infinity,
});

export const useSignInOptions = () => useQuery(signInOptionsQuery);
