import { useEffect, useState } from "react";

/**
 * False while the first render has to match the server's HTML (the server's render, then hydration), true from
 * the next one on: what only the browser knows is drawn after hydration. Preact's `useSyncExternalStore` has no
 * server snapshot, so this stands in for it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: it is the first that may differ from the server's HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
