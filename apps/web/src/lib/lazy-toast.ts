import type { ToastContent, ToastOptions } from "react-toastify";

/**
 * The app's toasts (spec §9): react-toastify, loaded with the first toast a page asks for, not with the page
 * (issue 24: 9.5 kB off every page's first load). A toast waits until the container has mounted, which the
 * providers do once a toast has been asked for (`whenToastsAsked`). The one way to show a toast: ESLint keeps
 * react-toastify's own `toast` out of the rest of the app.
 */
let asked = false;
const waiting = new Set<() => void>();
let containerMounted: () => void = () => {};
/**
 * Settled once the container has mounted: a toast sent before would be queued and handed to the first container,
 * which StrictMode's trial unmount in development then takes away with it.
 */
const mounted = new Promise<void>((resolve) => {
  containerMounted = resolve;
});

/** Called by AppToasts once the toasts' container is on the page. */
export function toastContainerMounted(): void {
  containerMounted();
}

/** Calls `listener` once a toast has been asked for, at once if one has; answers how to stop waiting. */
export function whenToastsAsked(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

type Kind = "success" | "error" | "info";

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  if (!asked) {
    asked = true;
    for (const listener of waiting) listener();
    waiting.clear();
  }
  void Promise.all([import("react-toastify"), mounted]).then(([{ toast: library }]) =>
    library[kind](content, options),
  );
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show("success", content, options),
  error: (content: ToastContent, options?: ToastOptions) => show("error", content, options),
  info: (content: ToastContent, options?: ToastOptions) => show("info", content, options),
};
