import { QueryClient } from "@tanstack/react-query";

import { ApiClientError } from "./api-error";

/**
 * One retry for network and server errors; a 4xx will not change by asking again. The server renderer never
 * retries: a page whose data failed is drawn at once, and the browser asks again (issue 24).
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !server &&
          failures < 1 &&
          !(error instanceof ApiClientError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The app's query client: the providers give it to the pages, and the router starts pages' data with it. */
export const appQueryClient = createQueryClient();
