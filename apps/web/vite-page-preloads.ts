import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { pageHtmlFile, type PageName } from "@xpart/shared/texts";
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Writes each page's HTML (`pageHtmlFile`, pages/<page>.html): index.html plus a `<link rel="modulepreload">` for each chunk the
 * app and the page's lazy modules need that the app's entry does not already load. The browser then fetches the page's
 * code alongside the app's instead of after the app has started and matched the route, one round trip
 * less before the page can draw (issue 13). `pageModules`: page → module paths (vite.config.ts's
 * PRELOADED_MODULES, which already adds the session check's module to the pages the browser draws itself).
 */
export function pagePreloads(pageModules: Record<PageName, readonly string[]>): Plugin {
  let root = "";
  return {
    name: "xpart-page-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      // Before precompress (registered after this plugin) compresses the folder, pages included.
      sequential: true,
      handler(options, bundle) {
        if (!options.dir) return;
        const index = readFileSync(path.join(options.dir, "index.html"), "utf8");
        for (const [page, chunks] of Object.entries(preloadsByPage(bundle, pageModules, root))) {
          const file = path.join(options.dir, pageHtmlFile(page as PageName));
          mkdirSync(path.dirname(file), { recursive: true });
          const links = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`);
          writeFileSync(file, index.replace("</head>", `  ${links.join("\n    ")}\n  </head>`));
        }
      },
    },
  };
}

/**
 * For each page, the app's chunks (`appFiles`) and the chunk files of the page's modules with their static
 * imports, minus what the entry loads.
 */
export function preloadsByPage(
  bundle: OutputBundle,
  pageModules: Record<string, readonly string[]>,
  root: string,
): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const loadedByEntry = new Set(entryFiles(bundle));
  const app = appFiles(bundle);
  return Object.fromEntries(
    Object.entries(pageModules).map(([page, modules]) => {
      const files = new Set<string>(app);
      for (const module of modules) {
        const id = path.join(root, module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`page preloads: no chunk for ${module} (page ${page})`);
        for (const file of withImports(bundle, chunk)) if (!loadedByEntry.has(file)) files.add(file);
      }
      return [page, [...files]];
    }),
  );
}

const entryChunk = (bundle: OutputBundle) => {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("page preloads: the build has no entry chunk");
  return entry;
};

/** The files the app's entry loads on every page: its chunk and everything it imports statically. */
export function entryFiles(bundle: OutputBundle): string[] {
  return [...withImports(bundle, entryChunk(bundle))];
}

/**
 * The app the entry starts on every page (`src/app/start.tsx`, imported once the page has painted): the entry's
 * dynamic imports and their static imports, minus the entry's own files. index.html does not name them.
 */
export function appFiles(bundle: OutputBundle): string[] {
  const entry = entryChunk(bundle);
  const loadedByEntry = new Set(entryFiles(bundle));
  const files = new Set<string>();
  for (const file of entry.dynamicImports)
    for (const one of withImports(bundle, bundle[file] as OutputChunk))
      if (!loadedByEntry.has(one)) files.add(one);
  return [...files];
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");

/** A chunk and, transitively, the chunks it imports statically. */
function withImports(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) visit(bundle[file] as OutputChunk);
  };
  visit(start);
  return seen;
}
