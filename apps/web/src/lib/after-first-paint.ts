/**
 * Resolves once the browser has painted the current document: the frame's callbacks run before its paint, a
 * task queued from one runs after it. A hidden tab paints nothing, so it does not wait there.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
