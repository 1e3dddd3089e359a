/**
 * A server-drawn page's `<head>`, rearranged so its first paint needs nothing but the HTML (issue 24, item 4):
 * the style sheet goes inline, and the module scripts and their preloads move to the end of the body. On a slow
 * network the scripts no longer share the line with the style sheet the paint waits for; they still start as
 * soon as the browser reads them, and run after the document is parsed as before (module scripts are deferred).
 */
const MODULE_SCRIPTS =
  /\s*(?:<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>)/g;
const STYLE_SHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

export interface FirstPaintHead {
  head: string;
  /** The module scripts and preloads, for the end of the body. */
  scripts: string;
}

/** `readStyleSheet` answers a built style sheet's text, or undefined to keep it linked. */
export function firstPaintHead(
  head: string,
  readStyleSheet: (href: string) => string | undefined,
): FirstPaintHead {
  const scripts = (head.match(MODULE_SCRIPTS) ?? []).map((tag) => tag.trim());
  const inlined = head.replace(MODULE_SCRIPTS, "").replace(STYLE_SHEET, (link, href: string) => {
    const css = readStyleSheet(href);
    // A sheet that could end the element early stays a link (a build never makes one; this only makes sure).
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
  return { head: inlined, scripts: scripts.join("\n    ") };
}
