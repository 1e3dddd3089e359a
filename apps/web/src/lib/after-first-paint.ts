/**
 * Resolves once the browser has painted the current document: the frame's callbacks run before its paint, a
 * task queued from one runs after it. A hidden tab paints nothing (and runs no frames), so it does not wait
 * there, nor once the tab is hidden before its first frame.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener("visibilitychange", done);
      resolve();
    };
    document.addEventListener("visibilitychange", done);
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}
