import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";

import { AuthProvider } from "#src/lib/auth/auth-context";
import { appQueryClient } from "#src/lib/query-client";
import { useHydrated } from "#src/lib/use-hydrated";

import { TOAST_OPTIONS } from "./toast-options";

// Toasts are never needed for the first paint; toast() calls made before it loads are queued by react-toastify.
const ToastContainer = lazy(async () => ({ default: (await import("react-toastify")).ToastContainer }));

/**
 * App-wide state: server cache, auth seam, and the toasts (spec §9 as issue 12 changed them: TOAST_OPTIONS).
 * The server renderer passes its own query client, one per request (issue 24).
 */
export function AppProviders({
  children,
  client = appQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // The toasts come after hydration: the server's page has none, and the first render in the browser matches it.
  const hydrated = useHydrated();
  // Says the page is interactive: before this, a server-drawn page's buttons are only drawn (issue 24).
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        {hydrated && (
          <Suspense>
            <ToastContainer {...TOAST_OPTIONS} />
          </Suspense>
        )}
      </AuthProvider>
    </QueryClientProvider>
  );
}
