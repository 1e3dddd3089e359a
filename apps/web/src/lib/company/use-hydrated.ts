import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true after (and at once on a page the
 * browser draws itself). A private overlay drawn only once this is true keeps hydration matching the HTML,
 * which holds the public answer. Its own small module: the product card reads it on the first load.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
