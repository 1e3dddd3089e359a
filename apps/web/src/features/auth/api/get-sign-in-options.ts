import { queryOptions, useQuery } from "@tanstack/react-query";

import { authApi } from "#src/lib/auth/auth-api";

/** Which sign-in methods the shop offers (GET /api/sign-in-options): fixed while the server runs. */
export const signInOptionsQuery = queryOptions({
  queryKey: ["sign-in-options"],
  queryFn: () => authApi.signInOptions(),
  staleTime: Infinity,
});

export const useSignInOptions = () => useQuery(signInOptionsQuery);
