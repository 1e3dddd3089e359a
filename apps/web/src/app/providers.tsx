import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";

import { AppToasts } from "#src/components/app-toasts";
import { AuthProvider } from "#src/lib/auth/auth-context";
import { whenToastsAsked } from "#src/lib/lazy-toast";
import { appQueryClient } from "#src/lib/query-client";

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
  // The toasts' container mounts with the first toast, in an effect: never in the server's page or on hydration.
  const [toastsAsked, setToastsAsked] = useState(false);
  useEffect(() => whenToastsAsked(() => setToastsAsked(true)), []);
  // Says the page is interactive: before this, a server-drawn page's buttons are only drawn (issue 24).
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        {toastsAsked && <AppToasts />}
      </AuthProvider>
    </QueryClientProvider>
  );
}
