import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { Rollup } from "vite";
import { afterEach, describe, expect, it } from "vitest";

import { pagePreloads, preloadsByPage } from "./vite-page-preloads";

const ROOT = "/app/web";

/** A chunk of a build as Rolldown describes it: only the fields the plugin reads. */
function chunk(
  fileName: string,
  imports: string[],
  facade: string | null,
  { isEntry = false, dynamicImports = [] as string[] } = {},
) {
  const facadeModuleId = facade && `${ROOT}/${facade}`;
  return { type: "chunk", fileName, imports, facadeModuleId, isEntry, dynamicImports };
}

const BUNDLE = Object.fromEntries(
  [
    chunk("assets/index-1.js", ["assets/texts-1.js"], "index.html", {
      isEntry: true,
      dynamicImports: ["assets/start-1.js"],
    }),
    chunk("assets/texts-1.js", [], null),
    chunk("assets/start-1.js", ["assets/react-1.js", "assets/texts-1.js"], "src/start.tsx"),
    chunk("assets/react-1.js", [], null),
    chunk("assets/home-page-1.js", ["assets/react-1.js", "assets/product-card-1.js"], "src/home-page.tsx"),
    chunk("assets/product-card-1.js", ["assets/money-1.js"], null),
    chunk("assets/money-1.js", [], null),
    chunk("assets/layout-1.js", ["assets/money-1.js"], "src/layout.tsx"),
    chunk("assets/orders-page-1.js", ["assets/layout-1.js"], "src/orders-page.tsx"),
    chunk("assets/session-1.js", ["assets/zod-1.js"], "src/session.ts"),
    chunk("assets/zod-1.js", [], null),
    { type: "asset", fileName: "assets/index-1.css" },
  ].map((item) => [item.fileName, item]),
) as unknown as Rollup.OutputBundle;

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("each page's HTML preloads that page's code (issue 13)", () => {
  it("names the app the entry starts, then a page's chunks and what they import, but nothing the entry loads", () => {
    const pages = { home: ["src/home-page.tsx"], myOrders: ["src/layout.tsx", "src/orders-page.tsx"] };
    const app = ["assets/start-1.js", "assets/react-1.js"];
    expect(preloadsByPage(BUNDLE, pages, ROOT)).toEqual({
      home: [...app, "assets/home-page-1.js", "assets/product-card-1.js", "assets/money-1.js"],
      myOrders: [...app, "assets/layout-1.js", "assets/money-1.js", "assets/orders-page-1.js"],
    });
  });

  it("fails the build when a page's module has no chunk, rather than preloading nothing", () => {
    expect(() => preloadsByPage(BUNDLE, { home: ["src/gone.tsx"] }, ROOT)).toThrow(
      /no chunk for src\/gone.tsx/,
    );
  });

  it("writes pages/<page>.html: index.html with a modulepreload link per chunk", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "xpart-pages-"));
    const folder = dir;
    await writeFile(
      path.join(folder, "index.html"),
      "<html><head><title>X-Part</title></head><body></body></html>",
    );
    const plugin = pagePreloads({ home: ["src/home-page.tsx"] } as never);
    (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
    const { handler } = plugin.writeBundle as {
      handler: (options: { dir: string }, bundle: unknown) => void;
    };
    handler({ dir: folder }, BUNDLE);
    const html = await readFile(path.join(folder, "pages/home.html"), "utf8");
    expect(html).toContain("<title>X-Part</title>");
    expect(html.match(/<link rel="modulepreload" crossorigin href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/start-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/product-card-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/money-1.js">',
    ]);
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });
});
