import { QueryClient } from "@tanstack/react-query";

import { ApiClientError } from "./api-error";

/** One retry for network and server errors; a 4xx will not change by asking again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiClientError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The app's query client: the providers give it to the pages, and the router starts pages' data with it. */
export const appQueryClient = createQueryClient();
