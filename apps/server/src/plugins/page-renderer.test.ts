import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

import { AFTER_PAINT_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { customer, newUser } from "../../test/auth-helpers.js";
import { createTestApp } from "../../test/test-app.js";

import { scriptJson } from "./page-renderer.js";

/**
 * A stand-in for the web build's server entry (apps/web/src/entry-server.tsx): the real one is exercised in a
 * browser by e2e/server-render.spec.ts; this one lets the server's half be checked without a build.
 */
const ENTRY = `
let api;
export function setApiFetch(serverFetch) { api = serverFetch; }
export async function render(request, { session, apiToken }) {
  const { pathname, searchParams } = new URL(request.url);
  if (pathname === "/shop") throw new Error("a route failed");
  if (pathname === "/dashboard/myOrders") {
    // As the web app's own call for the visitor's orders: their email, the render's token when there is one.
    const email = searchParams.get("email") ?? session?.user?.email ?? "";
    const headers = apiToken ? { Authorization: "Bearer " + apiToken } : {};
    const answer = await api("/api/orders?email=" + encodeURIComponent(email), { headers });
    const orders = answer.ok ? (await answer.json()).length : "none";
    return { kind: "page", status: 200, body: new Response("<main>orders " + answer.status + " " + orders + "</main>").body, state: {} };
  }
  if (pathname.startsWith("/product/"))
    return { kind: "redirect", response: new Response(null, { status: 302, headers: { location: "/login?from=%2Fproduct%2Fx" } }) };
  const who = session === null ? "nobody" : "someone";
  return {
    kind: "page",
    status: 200,
    body: new Response("<main>drawn for " + who + "</main>").body,
    state: { name: "</script><script>alert(1)</script>" },
  };
}
`;
const INDEX = [
  "<!doctype html><html><head><title>X-Part</title>",
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/style-1.css">',
  '</head><body><div id="root"><b>skeleton</b></div></body></html>',
].join("\n");

let root: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "xpart-ssr-"));
  await mkdir(path.join(root, "dist"));
  await mkdir(path.join(root, "dist-server"));
  await writeFile(path.join(root, "dist", "index.html"), INDEX);
  await mkdir(path.join(root, "dist", "assets"));
  await writeFile(path.join(root, "dist", "assets", "style-1.css"), ".drawn{color:red}");
  await writeFile(path.join(root, "dist-server", "entry-server.js"), ENTRY);
  t = await createTestApp({ webDist: path.join(root, "dist") });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe("server-rendered pages, the server's half (issue 24)", () => {
  it("issue 24: a page is the page file with the drawn markup in #root and its state in a JSON data block", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main>drawn for nobody</main></div>');
    expect(res.body).not.toContain("skeleton");
    const block = res.body.match(
      new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`),
    );
    expect(JSON.parse(block![1]!)).toEqual({ name: "</script><script>alert(1)</script>" });
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["vary"]).toContain("Cookie");
    // The drawn markup carries the page's own title; the file's generic one would come first for crawlers.
    expect(res.body).not.toContain("<title>X-Part</title>");
  });

  it("issue 24: the first paint needs only the HTML: the style sheet inline, the scripts after the page and its state, their preloads inert", async () => {
    const { body } = await t.app.inject({ method: "GET", url: "/" });
    expect(body).toContain("<style>.drawn{color:red}</style>");
    expect(body).not.toContain('rel="stylesheet"');
    const at = (text: string) => body.indexOf(text);
    expect(at("<style>")).toBeLessThan(at('<div id="root">'));
    expect(at(`id="${SERVER_STATE_ELEMENT_ID}"`)).toBeLessThan(
      at(`<template id="${AFTER_PAINT_ELEMENT_ID}">`),
    );
    expect(at(`<template id="${AFTER_PAINT_ELEMENT_ID}">`)).toBeLessThan(at('href="/assets/react-1.js"'));
    expect(at('href="/assets/react-1.js"')).toBeLessThan(at("</template>"));
    expect(at("</template>")).toBeLessThan(at('src="/assets/index-1.js"'));
    expect(at('src="/assets/index-1.js"')).toBeLessThan(at("</body>"));
  });

  it("issue 24: the drawn page is compressed as it streams, for a browser that accepts it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toContain("Accept-Encoding");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("drawn for nobody");
  });

  it("issue 24: a page that fails to draw is still sent, from the page file, never a 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/shop" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("skeleton");
  });

  it("issue 24: the renderer's redirect is sent as it is; an unknown address keeps its 404", async () => {
    const redirect = await t.app.inject({ method: "GET", url: "/product/x" });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/login?from=%2Fproduct%2Fx");
    const unknown = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("drawn for nobody");
  });

  it("issue 24: a visitor with a session cookie that is not a session is drawn signed out", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { cookie: "better-auth.session_token=forged" },
    });
    expect(res.body).toContain("drawn for nobody");
  });

  it("issue 24: a signed-in visitor's page is drawn with their own data, through a token minted for the render", async () => {
    const buyer = await customer(t.app, newUser("drawn"));
    const own = await t.app.inject({
      method: "GET",
      url: "/dashboard/myOrders",
      headers: { cookie: buyer.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("<main>orders 200 0</main>");
    expect(own.headers["cache-control"]).toBe("private, no-store");
  });

  it("issue 24: the render's token is the visitor's alone: another account's orders are refused, and a signed-out page has none", async () => {
    const buyer = await customer(t.app, newUser("drawn"));
    const other = await customer(t.app, newUser("other"));
    const theirs = await t.app.inject({
      method: "GET",
      url: `/dashboard/myOrders?email=${encodeURIComponent(other.email)}`,
      headers: { cookie: buyer.cookie },
    });
    expect(theirs.body).toContain("<main>orders 403 none</main>");
    const signedOut = await t.app.inject({
      method: "GET",
      url: `/dashboard/myOrders?email=${encodeURIComponent(buyer.email)}`,
    });
    expect(signedOut.body).toContain("<main>orders 401 none</main>");
  });
});

describe("the server-rendered page's state block (issue 24)", () => {
  it("issue 24: a product name cannot close the JSON block or open markup, and reads back the same", () => {
    const name = '</script><script>alert(1)</script><!-- \u2028 \u2029 "quoted"';
    const text = scriptJson({ name });
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(text).not.toContain("\u2029");
    expect(JSON.parse(text)).toEqual({ name });
  });
});
