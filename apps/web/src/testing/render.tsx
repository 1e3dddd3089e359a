import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

import { createQueryClient } from "#src/lib/query-client";

/**
 * Renders `ui` as the app does, with the app's query client and a router at `url`; `path` is the route
 * pattern `ui` stands for (so `useParams` works). Retries are off: a test says what the server answers.
 */
export function renderWithProviders(ui: ReactElement, { url = "/", path = "*" } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // Links that leave the page under test land on an empty route.
  const routes =
    path === "*"
      ? [{ path, element: ui }]
      : [
          { path, element: ui },
          { path: "*", element: null },
        ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
