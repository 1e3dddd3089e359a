import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../test/test-app.js";
import { listProductPages } from "../modules/catalog/index.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let dist: string;
const INDEX = "<!doctype html><title>X-Part</title>";
const SCRIPT = "console.log(1)";
/** The shop page's HTML as the build writes it (vite-page-preloads.ts): index.html naming the page's code. */
const SHOP_PAGE = `${INDEX}<link rel="modulepreload" crossorigin href="/assets/shop-page-Xy9.js">`;

/** A file of the build with the .br and .gz copies the build writes beside it. */
async function writeWithCopies(file: string, body: string) {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "xpart-web-"));
  await mkdir(path.join(dist, "assets"));
  await writeWithCopies(path.join(dist, "index.html"), INDEX);
  await writeWithCopies(path.join(dist, "assets", "index-AbC123.js"), SCRIPT);
  await mkdir(path.join(dist, "pages"));
  await writeWithCopies(path.join(dist, "pages", "shop.html"), SHOP_PAGE);
  await writeFile(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await createTestApp({ webDist: dist, publicUrl: "https://shop.example" });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe("the web app and its SPA fallback (ROUTE-12)", () => {
  it.each(["/", "/shop", "/shop/", "/product/abc", "/dashboard/orders", "/contact", "/privacy?x=1"])(
    "serves index.html, revalidated, for the client route %s",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>X-Part</title>");
    },
  );

  it.each(["/no-such-page", "/shop/x/y", "/dashboard/nope", "/product/a/b", "/wp-login.php"])(
    "issue 12 defect 14: answers the unknown address %s with the app's 404 page and status 404, not a soft 404",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>X-Part</title>");
    },
  );

  it("issue 13: sends a page the HTML that preloads its own code, compressed as the browser accepts", async () => {
    for (const url of ["/shop", "/shop/?category=Tools"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SHOP_PAGE);
    }
  });

  it("issue 13: a page the build wrote no HTML for, and an unknown address, get index.html", async () => {
    const contact = await t.app.inject({ method: "GET", url: "/contact" });
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toBe(INDEX);
    const unknown = await t.app.inject({ method: "GET", url: "/shop/x/y" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
  });

  it("issue 12 defect 14: serves a real robots.txt that keeps crawlers out of the account area and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).not.toContain("<html");
    expect(res.body.split("\n")).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /dashboard",
        "Disallow: /api/",
        "Sitemap: https://shop.example/sitemap.xml",
      ]),
    );
  });

  it("issue 12 defect 14: serves sitemap.xml with the public pages and every product on sale, as absolute URLs from PUBLIC_URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const products = await listProductPages(t.db);
    expect(products.length).toBeGreaterThan(0);
    expect(locations).toEqual([
      ...["", "shop", "contact", "shipping-returns", "terms", "privacy"].map(
        (page) => `https://shop.example/${page}`,
      ),
      ...products.map((p) => `https://shop.example/product/${p.id}`),
    ]);
    expect(res.body).toContain(`<lastmod>${products[0]!.updatedAt.toISOString()}</lastmod>`);
  });

  it("caches fingerprinted assets for a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("issue 13: sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip, raw to the rest", async () => {
    const url = "/assets/index-AbC123.js";
    const br = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const raw = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(raw.body).toBe(SCRIPT);
    for (const res of [br, gzip, raw]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it.each([
    ["/contact", 200],
    ["/no-such-page", 404],
  ])("issue 13: the app page for %s goes out compressed too, with status %i", async (url, status) => {
    const res = await t.app.inject({
      method: "GET",
      url,
      headers: { accept: "text/html", "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it("revalidates unfingerprinted files", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it.each(["/api/nope", "/api", "/api/products/x/y", "/assets/missing.js"])(
    "answers %s with a JSON 404, never the app's HTML",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ error: "Not Found" });
    },
  );

  // A sign-in form sent before its page's script ran (issue 24): never processed, the page again.
  it("answers a POST to a page path with a 303 back to the page, and a POST elsewhere with a JSON 404", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/login?from=%2Fshop",
      payload: { password: "x" },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/login?from=%2Fshop");
    const elsewhere = await t.app.inject({ method: "POST", url: "/no-such-page", payload: {} });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe("Not Found");
  });

  it("sends the security headers of DESIGN §6 on pages and API answers", async () => {
    for (const url of ["/", "/api/health"]) {
      const res = await t.app.inject({ method: "GET", url });
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Without Stripe configured, no other origin may run scripts or be framed.
      expect(csp).not.toContain("stripe.com");
      expect(csp).toContain("frame-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["strict-transport-security"]).toBeTruthy();
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
