import { gzipSync } from "node:zlib";

import type { PageName } from "@xpart/shared/texts";
import type { Plugin, Rollup } from "vite";

import { entryFiles, preloadsByPage } from "./vite-page-preloads";

type OutputBundle = Rollup.OutputBundle;

export interface ScriptBudget {
  /** The pages held to the budget: the public, server-rendered ones. */
  pages: readonly PageName[];
  /** Most gzip bytes of script one of those pages may load before it is interactive. */
  maxBytes: number;
  pageModules: Record<PageName, readonly string[]>;
}

/**
 * The gzip bytes of script each page loads at first: the entry and its imports, and the chunks the page's
 * HTML preloads (vite-page-preloads.ts), each compressed at the level the build ships (vite-precompress.ts).
 */
export function firstLoadScript(
  bundle: OutputBundle,
  pageModules: Record<string, readonly string[]>,
  root: string,
): Record<string, number> {
  const gzipBytes = (file: string) => {
    const chunk = bundle[file];
    return chunk?.type === "chunk" ? gzipSync(chunk.code, { level: 9 }).length : 0;
  };
  const entry = entryFiles(bundle).reduce((sum, file) => sum + gzipBytes(file), 0);
  return Object.fromEntries(
    Object.entries(preloadsByPage(bundle, pageModules, root)).map(([page, files]) => [
      page,
      files.reduce((sum, file) => sum + gzipBytes(file), entry),
    ]),
  );
}

/**
 * Fails the build when a public page's first-load script is over the budget (issues 24 and 37): a byte count, so CI
 * can hold it without timing anything. Prints each page's figure either way.
 */
export function scriptBudget({ pages, maxBytes, pageModules }: ScriptBudget): Plugin {
  let root = "";
  return {
    name: "xpart-script-budget",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const held = Object.fromEntries(pages.map((page) => [page, pageModules[page]]));
      const bytes = firstLoadScript(bundle, held, root);
      const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      const lines = pages.map((page) => `  ${page.padEnd(16)} ${kB(bytes[page] ?? 0)}`);
      this.info(`first-load script (gzip) per public page, budget ${kB(maxBytes)}:\n${lines.join("\n")}`);
      const over = pages.filter((page) => (bytes[page] ?? 0) > maxBytes);
      if (over.length > 0)
        this.error(
          `script budget: ${over.map((page) => `${page} ${kB(bytes[page] ?? 0)}`).join(", ")} over ${kB(maxBytes)} gzip (issues 24 and 37, decision 0039)`,
        );
    },
  };
}
