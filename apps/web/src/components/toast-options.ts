import { LIMITS } from "@xpart/shared/texts";
import type { ToastContainerProps } from "react-toastify";

/**
 * Where and how long toasts show (issue 12, decision 0013): bottom right, so they never cover the navbar at
 * any width; at most 4 s; never more than 3 at once (the rest wait their turn).
 */
export const TOAST_OPTIONS = {
  position: "bottom-right",
  autoClose: LIMITS.toastAutoCloseMs,
  limit: LIMITS.toastsAtOnce,
} as const satisfies ToastContainerProps;
