// The control of `npm run bench:web` (issue 37): each page's own server-drawn HTML with every script taken out,
// served beside the shop on loopback and measured by Lighthouse in the same way, run for run. Lighthouse's
// simulated figures move with the machine's load; a page and its control measured in turn move alike, so the
// gap between them is what the page's scripts cost.
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";

import { AFTER_PAINT_ELEMENT_ID } from "@xpart/shared";

import { chooseEncoding, compressBody } from "../apps/server/src/plugins/compression.js";

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
const AFTER_PAINT = new RegExp(
  `<template\\b[^>]*\\bid=["']?${AFTER_PAINT_ELEMENT_ID}\\b[^>]*>[\\s\\S]*?</template>`,
  "gi",
);

/**
 * The page without any script: every `<script>` (the module entry and the JSON state block alike), every module
 * preload and the inert template of preloads the entry adds after the first paint. Throws if a script is left.
 */
export function withoutScripts(html: string): string {
  const stripped = html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "").replace(AFTER_PAINT, "");
  if (/<script\b|modulepreload/i.test(stripped)) throw new Error("the control page still has a script");
  return stripped;
}

/** The shop's headers that describe its body as it sent it, not the page: not copied to the control's answer. */
const BODY_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
]);

export interface ControlServer {
  /** http://127.0.0.1:<port>: the control's origin. */
  url: string;
  close(): Promise<void>;
}

/**
 * A node:http server on 127.0.0.1 that answers a GET of one of `pages` with the shop's page for the same request
 * (fetched afresh each time, the visitor's cookie passed on, so a per-request page such as a signed-in one is
 * current and the shop's drawing time is paid as on the page itself) with its scripts removed, under the shop's
 * own headers (its CSP allows the inline style and nothing the control needs is from elsewhere), compressed as the
 * shop compresses a drawn page. Every other request (style, pictures, fonts, /api) goes to the shop unchanged.
 */
export async function startControl(shopUrl: string, pages: string[]): Promise<ControlServer> {
  const shop = new URL(shopUrl);
  const agent = new Agent({ keepAlive: true });
  const drawn = new Set(pages);

  async function sendPage(req: IncomingMessage, res: ServerResponse, url: string) {
    const answer = await fetch(new URL(url, shop), {
      redirect: "manual",
      headers: {
        accept: req.headers.accept ?? "text/html",
        "accept-encoding": "identity",
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
      },
    });
    const html = await answer.text();
    const isPage = answer.status === 200 && answer.headers.get("content-type")?.startsWith("text/html");
    const body = isPage ? withoutScripts(html) : html;
    const headers: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!BODY_HEADERS.has(name) && name !== "set-cookie") headers[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) headers["set-cookie"] = cookies;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding) headers["content-encoding"] = encoding;
    const bytes = encoding ? await compressBody(body, encoding) : Buffer.from(body);
    res.writeHead(answer.status, { ...headers, "content-length": String(bytes.length) });
    res.end(bytes);
  }

  function proxy(req: IncomingMessage, res: ServerResponse) {
    const upstream = httpRequest(
      {
        host: shop.hostname,
        port: shop.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: shop.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (err) => res.destroy(err));
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (req.method === "GET" && drawn.has(new URL(url, shop).pathname)) {
      sendPage(req, res, url).catch((err: unknown) => {
        console.error("control page failed", err);
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
    } else proxy(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
