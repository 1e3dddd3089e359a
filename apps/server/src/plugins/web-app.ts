import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import fastifyStatic from "@fastify/static";
import { PAGE_PATHS, pageHtmlFile, pageOf, type PageName } from "@xpart/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { sendError } from "./errors.js";
import { openPageRenderer, type MintVisitorToken } from "./page-renderer.js";
import { markRoutesPublic } from "./route-access.js";
import { robotsTxt, sitemapXml, type ProductPages } from "./site-index.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

export interface WebAppOptions {
  /** The built web app's folder. */
  webDist: string;
  /** The shop's public origin: the sitemap's addresses are absolute. */
  publicUrl: string;
  /** The product pages for the sitemap. */
  productPages: ProductPages;
  /** An API token for the signed-in visitor's own data on a page the server draws (issue 24). */
  mintToken: MintVisitorToken;
}

/**
 * Serves the built web app: precompressed where the browser accepts it, fingerprinted assets cached for a year, index.html always revalidated, the
 * SPA fallback for the app's pages, and robots.txt and sitemap.xml for crawlers. Any other address gets
 * the app's own 404 page with status 404 (no soft 404s); anything under /api or /assets a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const { webDist, publicUrl, productPages, mintToken } = options;
  const hasWeb = existsSync(path.join(webDist, "index.html"));
  if (!hasWeb) {
    app.log.warn({ webDist }, "web app not built: only the API is served (run `npm run build`)");
    app.setNotFoundHandler((request, reply) => notFound(request, reply));
    return;
  }
  // Each page's HTML names the code that page needs, so the browser fetches it at once (issue 13); a build
  // without them (an older one) still works from index.html.
  const pageHtml = new Map(
    (Object.keys(PAGE_PATHS) as PageName[])
      .filter((page) => existsSync(path.join(webDist, pageHtmlFile(page))))
      .map((page) => [page, pageHtmlFile(page)]),
  );
  // The web build's server renderer, beside dist/ (issue 24): the public pages and My Orders come with their
  // content.
  const renderPage = await openPageRenderer(app, webDist, mintToken);
  const htmlText = new Map<string, string>();
  const readHtml = (file: string) => {
    let text = htmlText.get(file);
    if (text === undefined) htmlText.set(file, (text = readFileSync(path.join(webDist, file), "utf8")));
    return text;
  };
  // The built files are the public shop window: each still enters the route table, as public.
  await app.register(async (files) => {
    markRoutesPublic(files);
    await files.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/vite-precompress.ts): sent as they are, per Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const fingerprinted = filePath.startsWith(path.join(webDist, "assets") + path.sep);
        res.header("cache-control", fingerprinted ? IMMUTABLE : "no-cache");
      },
    });
    files.get("/robots.txt", (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(robotsTxt(publicUrl)),
    );
    files.get("/sitemap.xml", async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(sitemapXml(publicUrl, await productPages())),
    );
    files.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !pathname.startsWith("/api/") &&
        pathname !== "/api" &&
        !pathname.startsWith("/assets/");
      const page = pageOf(pathname);
      // A sign-in form sent before its page's script ran (issue 24): the page again, the fields dropped.
      if (request.method === "POST" && page) return reply.redirect(request.url, 303);
      if (!wantsPage) return notFound(request, reply);
      const file = (page && pageHtml.get(page)) ?? "index.html";
      if (renderPage && request.method === "GET" && (await renderPage(request, reply, page, readHtml(file))))
        return reply;
      // The app renders its 404 page for an unknown address; the status says so to crawlers too.
      if (!page) reply.code(404);
      return reply.header("cache-control", "no-cache").sendFile(file);
    });
  });
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, `No route for ${request.method} ${request.url.split("?")[0] ?? ""}`);
}
