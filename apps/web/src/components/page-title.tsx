import { useLayoutEffect } from "react";

/**
 * The page's title. Drawn as a `<title>` for the server's HTML, which the renderer sends in place of the page
 * file's generic one; in the browser it is also set on the document, because Preact, unlike React 19, does not
 * lift a `<title>` into the head, and a client-drawn page's head keeps the file's (decision 0037).
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return <title>{children}</title>;
}
