import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";

import {
  SERVER_RENDERED_PAGES,
  SERVER_STATE_ELEMENT_ID,
  type PageName,
  type WebServerEntry,
} from "@xpart/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { chooseEncoding, compressStream } from "./compression.js";
import { firstPaintHead, type FirstPaintHead } from "./first-paint-head.js";

/**
 * Mints an API token for a signed-in visitor, bound to their identity session as the browser's are: app.ts
 * passes the accounts module's, so this plugin reaches into no module (issue 38).
 */
export type MintVisitorToken = (visitor: {
  sessionId: string;
  userId: string;
  email: string;
}) => Promise<string>;

/** Sends a server-rendered page; false when this page is not one the server renders. */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageName | null,
  html: string,
) => Promise<boolean>;

const ROOT_START = '<div id="root">';
const BODY_END = "</body>";

/** Never longer than this: a slow database costs the visitor the server's drawing, not the page. */
const RENDER_TIMEOUT_MS = 3000;

/** better-auth's session cookie, plain or `__Secure-` on https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** JSON safe inside a <script> data block: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * How the renderer reaches the API: the app's own routes in process (`inject`). No visitor's cookie goes with
 * it; the one header passed on is the API token the web app adds to a call for the visitor's own data, which
 * is the token minted for this render (`visitorTokenOf`), so each route checks it as it checks the browser's.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const authorization = new Headers(init?.headers).get("authorization");
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url,
      headers: { accept: "application/json", ...(authorization ? { authorization } : {}) },
      ...(typeof init?.body === "string" ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Loads the web app's server renderer (issue 24, decision 0027) when the build has one: the pages in
 * SERVER_RENDERED_PAGES, and the 404 page, are then sent with their content in the HTML and the data they
 * were drawn from, for the browser to hydrate. Without it (an older build) the server sends the page files
 * as before.
 */
export async function openPageRenderer(
  app: FastifyInstance,
  webDist: string,
  mintToken: MintVisitorToken,
): Promise<PageRenderer | null> {
  const serverDist = path.join(webDist, "..", "dist-server");
  const entryFile = path.join(serverDist, "entry-server.js");
  if (!existsSync(entryFile)) {
    app.log.warn({ serverDist }, "web app's server renderer not built: pages are drawn in the browser");
    return null;
  }
  let entry: WebServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  } catch (err) {
    app.log.error(
      { err, serverDist },
      "web app's server renderer failed to load: pages are drawn in the browser",
    );
    return null;
  }
  entry.setApiFetch(injectFetch(app));

  /**
   * The visitor's session as better-auth answers their cookie, read in process (null: no cookie, so signed
   * out), with the renewed cookie better-auth may send back; undefined when it could not say (too many
   * requests, an error): the browser then asks itself, rather than the page calling a live session ended.
   */
  async function sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const cookie = request.headers.cookie;
    if (!cookie || !SESSION_COOKIE.test(cookie)) return null;
    const answer = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie, accept: "application/json" },
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) return undefined;
    const renewed = answer.headers["set-cookie"];
    if (renewed) reply.header("set-cookie", renewed);
    return answer.json() as unknown;
  }

  /**
   * An API token for the visitor the session answer names, bound to that session as the browser's are (PUT
   * /api/user), for this render's calls for their own data; null when signed out or the answer names no one.
   */
  async function visitorTokenOf(session: unknown): Promise<string | null> {
    const answer = session as { session?: { id?: unknown }; user?: { id?: unknown; email?: unknown } } | null;
    const [sessionId, userId, email] = [answer?.session?.id, answer?.user?.id, answer?.user?.email];
    if (typeof sessionId !== "string" || typeof userId !== "string" || typeof email !== "string") return null;
    return mintToken({ sessionId, userId, email });
  }

  /** Each page file's head as a drawn page sends it (first-paint-head.ts), worked out once per file. */
  const heads = new Map<string, FirstPaintHead>();
  const readStyleSheet = (href: string) => {
    const file = path.join(webDist, "assets", path.basename(href));
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  const headOf = (html: string, rootAt: number) => {
    let head = heads.get(html);
    if (!head) {
      // The page's own <title> comes with the drawn markup; the file's generic one would win for crawlers.
      const fileHead = html.slice(0, rootAt + ROOT_START.length).replace(/<title>[^<]*<\/title>\s*/, "");
      heads.set(html, (head = firstPaintHead(fileHead, readStyleSheet)));
    }
    return head;
  };

  const tooSlow = () =>
    new Promise<never>((_, reject) => {
      setTimeout(
        () => reject(new Error(`not drawn within ${RENDER_TIMEOUT_MS} ms`)),
        RENDER_TIMEOUT_MS,
      ).unref();
    });

  return async (request, reply, page, html) => {
    if (page !== null && !SERVER_RENDERED_PAGES.includes(page)) return false;
    const rootAt = html.indexOf(ROOT_START);
    const bodyEndAt = html.lastIndexOf(BODY_END);
    if (rootAt < 0 || bodyEndAt < rootAt) return false;
    const session = await sessionOf(request, reply);
    if (session === undefined) return false;
    let result: Awaited<ReturnType<WebServerEntry["render"]>>;
    try {
      const drawn = entry.render(new Request(new URL(request.url, "http://localhost")), {
        session,
        apiToken: await visitorTokenOf(session),
        notFound: page === null,
      });
      result = await Promise.race([drawn, tooSlow()]);
    } catch (err) {
      // A page the server cannot draw is still a page: the browser draws it from the page file.
      request.log.error({ err }, "server rendering failed; the page file is sent instead");
      return false;
    }
    // An unknown address keeps its 404 status: the browser's guard, not a redirect, sends a signed-out
    // visitor on from an unknown dashboard page.
    if (result.kind === "none" || (result.kind === "redirect" && page === null)) return false;
    // Each page is drawn for this visitor: a shared cache must never hand it to another (issue 24).
    reply
      .header("cache-control", session === null ? "no-cache" : "private, no-store")
      .header("vary", "Accept-Encoding, Cookie");
    if (result.kind === "redirect") {
      const location = result.response.headers.get("location") ?? "/";
      await reply.code(result.response.status).header("location", location).send();
      return true;
    }
    const { head, scripts } = headOf(html, rootAt);
    const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(result.state)}</script>`;
    const tail = `</div>\n    ${state}\n    ${scripts}\n  ${html.slice(bodyEndAt)}`;
    const body = Readable.from(
      (async function* () {
        yield head;
        yield* Readable.fromWeb(result.body as NodeReadableStream<Uint8Array>);
        yield tail;
      })(),
    );
    // Compressed as it streams, as the page files are compressed at build time.
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    reply.code(page === null ? 404 : result.status).type("text/html; charset=utf-8");
    if (encoding) reply.header("content-encoding", encoding);
    await reply.send(encoding ? pipeline(body, compressStream(encoding), () => {}) : body);
    return true;
  };
}
