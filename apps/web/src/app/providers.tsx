import { QueryClientProvider } from "@tanstack/react-query";
import { LIMITS } from "@xpart/shared/texts";
import { lazy, Suspense, useState, type ReactNode } from "react";

import { AuthProvider } from "#src/lib/auth/auth-context";
import { createQueryClient } from "#src/lib/query-client";

// Toasts are never needed for the first paint; toast() calls made before it loads are queued by react-toastify.
const ToastContainer = lazy(async () => ({ default: (await import("react-toastify")).ToastContainer }));

/** App-wide state: server cache, auth seam, and the toasts of spec §9 (top right, 5000 ms). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Suspense>
          <ToastContainer position="top-right" autoClose={LIMITS.toastAutoCloseMs} />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
