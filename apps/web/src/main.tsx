import "./index.css";

// Not the texts' barrel: what the entry imports is bundled into it, and it stays under 2 kB of gzip.
import { AFTER_PAINT_ELEMENT_ID } from "@xpart/shared/server-render";

import { afterFirstPaint } from "#src/lib/after-first-paint";

/**
 * The entry: a page the server drew is painted from its HTML before any of the app's code is fetched (issue 24:
 * scripts fetched alongside the first paint delay it on a slow phone). Its module preloads wait in an inert
 * template until then; a page the browser draws preloads its code in the head and starts at once.
 */
async function boot() {
  const later = document.getElementById(AFTER_PAINT_ELEMENT_ID);
  if (later instanceof HTMLTemplateElement) {
    await afterFirstPaint();
    document.head.append(later.content);
  }
  const { startApp } = await import("#src/app/start");
  await startApp();
}

// A page whose code failed to load (a deploy in between) stays as the server drew it: its links still work.
boot().catch((error: unknown) => console.error("X-Part could not start", error));
