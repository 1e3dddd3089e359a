import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The page's query string, and a way to change it that starts from the address bar as it is now. React
 * Router's own functional update starts from the last rendered params: a search applied after a pause, right
 * after a filter changed (its render still in a transition), would put the old filter back.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) =>
      setParams(change(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, update] as const;
}
