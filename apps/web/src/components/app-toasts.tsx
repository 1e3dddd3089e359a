import { lazy, Suspense, useEffect } from "react";

import { TOAST_OPTIONS } from "#src/components/toast-options";
import { toastContainerMounted } from "#src/lib/lazy-toast";

// Loaded with the first toast (lib/lazy-toast), which waits until the container has mounted.
const ToastContainer = lazy(async () => ({ default: (await import("react-toastify")).ToastContainer }));

function MountedToastContainer() {
  // After the container's own effects, which register it with react-toastify.
  useEffect(toastContainerMounted, []);
  return <ToastContainer {...TOAST_OPTIONS} />;
}

/** The app's toasts (spec §9, TOAST_OPTIONS): mounted by the providers with the first toast, and by tests. */
export function AppToasts() {
  return (
    <Suspense>
      <MountedToastContainer />
    </Suspense>
  );
}
