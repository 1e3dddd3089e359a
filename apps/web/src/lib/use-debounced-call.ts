import { useEffect, useRef } from "react";

/** How long typing pauses before a search box searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A call made once typing pauses (`schedule`), or at once (`now`, which drops the pending one). The pause ends
 * after later renders, so it calls the latest render's `call`: a URL update then starts from the URL as it is
 * (a filter changed meanwhile stays), not as it was when the typing began. A pending call is dropped on unmount.
 */
export function useDebouncedCall<T>(call: (value: T) => void, ms = SEARCH_DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    schedule(value: T) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(value), ms);
    },
    now(value: T) {
      clearTimeout(timer.current);
      latest.current(value);
    },
  };
}
