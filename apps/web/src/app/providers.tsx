import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";

import { AuthProvider } from "#src/lib/auth/auth-context";
import { appQueryClient } from "#src/lib/query-client";

import { TOAST_OPTIONS } from "./toast-options";

// Toasts are never needed for the first paint; toast() calls made before it loads are queued by react-toastify.
const ToastContainer = lazy(async () => ({ default: (await import("react-toastify")).ToastContainer }));

/** App-wide state: server cache, auth seam, and the toasts (spec §9 as issue 12 changed them: TOAST_OPTIONS). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      <AuthProvider>
        {children}
        <Suspense>
          <ToastContainer {...TOAST_OPTIONS} />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
