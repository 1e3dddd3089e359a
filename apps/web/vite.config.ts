import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { SERVER_RENDERED_DASHBOARD_PAGES, SERVER_RENDERED_PAGES, type PageName } from "@xpart/shared/texts";
import { defineConfig } from "vite";

import { EVERY_PAGE_MODULES, PAGE_MODULES } from "./src/app/page-modules";
import { pagePreloads } from "./vite-page-preloads";
import { precompress } from "./vite-precompress";
import { scriptBudget } from "./vite-script-budget";

/**
 * Most gzip bytes of script a public page loads at first: issue 37's 150 kB, React 19's pages (about 145 kB)
 * with a little room (decision 0039). What can come later (toasts, zod, lazy parts) stays out of it.
 */
const PUBLIC_SCRIPT_BUDGET = 150_000;

/**
 * What each page's HTML preloads: its modules, and for a page the browser draws, the session check's too. A
 * page the server draws knows the session (issue 24), so it does not load that code early; in the rare case the
 * server sends its page file instead (decision 0027), the check's code loads with the session's answer.
 */
const PRELOADED_MODULES = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([page, modules]) => [
    page,
    SERVER_RENDERED_PAGES.includes(page as PageName) ? modules : [...modules, ...EVERY_PAGE_MODULES],
  ]),
) as Record<PageName, readonly string[]>;

/** The public pages the server draws: the ones held to the script budget. */
const PUBLIC_DRAWN_PAGES = SERVER_RENDERED_PAGES.filter(
  (page) => !SERVER_RENDERED_DASHBOARD_PAGES.includes(page),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        pagePreloads(PRELOADED_MODULES),
        scriptBudget({
          pages: PUBLIC_DRAWN_PAGES,
          maxBytes: PUBLIC_SCRIPT_BUDGET,
          pageModules: PRELOADED_MODULES,
        }),
        precompress(),
      ],
  // The server renderer (issue 24): `vite build --ssr src/entry-server.tsx` writes dist-server/, which the
  // server loads. Every package is bundled into it, so the server runs one copy of React, the one the build
  // resolved, whatever else node_modules holds.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: "dist-server", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist",
        emptyOutDir: true,
        // Fingerprinted file names under dist/assets/ let the server cache them immutably.
        assetsDir: "assets",
        // One style sheet for the whole app, which every page has from the start (inline in a server-drawn page,
        // issue 24), so no lazy chunk names it as a dependency: the preload helper would fetch it again on a
        // page whose sheet is inline (a second download, and a failed one failing the import).
        cssCodeSplit: false,
        rolldownOptions: {
          // zod serves lazy pages only; in a chunk of its own it is never merged into one the first page preloads.
          output: { codeSplitting: { groups: [{ name: "zod", test: /node_modules[\\/]zod/ }] } },
        },
      },
  // The outbox's pages too: the Mail page links each caught mail's HTML there (issue 22).
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/dev/outbox": "http://127.0.0.1:3000" },
  },
  preview: {
    proxy: { "/api": "http://127.0.0.1:3000", "/dev/outbox": "http://127.0.0.1:3000" },
  },
}));
