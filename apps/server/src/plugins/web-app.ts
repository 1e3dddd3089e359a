import { existsSync } from "node:fs";
import path from "node:path";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { sendError } from "./errors.js";
import { markRoutesPublic } from "./route-access.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: fingerprinted assets cached for a year, index.html always revalidated,
 * and the SPA fallback for client routes. Anything under /api that matched no route is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, "index.html"));
  if (!hasWeb) {
    app.log.warn({ webDist }, "web app not built: only the API is served (run `npm run build`)");
    app.setNotFoundHandler((request, reply) => notFound(request, reply));
    return;
  }
  // The built files are the public shop window: each still enters the route table, as public.
  await app.register(async (files) => {
    markRoutesPublic(files);
    await files.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const fingerprinted = filePath.startsWith(path.join(webDist, "assets") + path.sep);
        res.header("cache-control", fingerprinted ? IMMUTABLE : "no-cache");
      },
    });
    files.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !pathname.startsWith("/api/") &&
        pathname !== "/api" &&
        !pathname.startsWith("/assets/");
      if (!wantsPage) return notFound(request, reply);
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    });
  });
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, `No route for ${request.method} ${request.url.split("?")[0] ?? ""}`);
}
