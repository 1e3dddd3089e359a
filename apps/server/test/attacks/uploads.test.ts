import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";

import { PRODUCT_ADMIN_TEXTS } from "@xpart/shared";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { listAdminActions } from "../../src/modules/audit/index.js";
import { anAdmin } from "../admin-fixtures.js";
import { bearer, customer } from "../auth-helpers.js";
import { imageForm, multipart, png, upload } from "../image-fixtures.js";
import { createTestApp } from "../test-app.js";

import { expectErrorShape, type Customer, type TestApp } from "./fixtures.js";

/**
 * Upload attacks on POST /api/images (issue 10; DESIGN §5 Images; checklist ADDP-09, ADDP-10, API-27): the
 * bytes alone decide, whatever the name or the declared type; size and pixel count are capped; nothing an
 * upload names reaches the disk or a URL; what is served is a re-encoded WebP with safe headers.
 */
let t: TestApp;
let admin: Customer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await anAdmin(t.app, t.db);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const countOf = async (table: string) =>
  (
    (await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** What a refused upload must not change: stored images and renditions, and the audit trail. */
const stored = async () => ({
  images: await countOf("images"),
  variants: await countOf("image_variants"),
  audit: await countOf("audit_events"),
});

async function refused(body: Parameters<typeof upload>[2], status: number): Promise<LightMyRequestResponse> {
  const before = await stored();
  const res = await upload(t.app, admin.token, body);
  expectErrorShape(res, status);
  expect(await stored()).toEqual(before);
  return res;
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

const HTML =
  "<!doctype html><html><body><script>fetch('/api/user').then(r=>r.text()).then(alert)</script></body></html>";
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

describe("content, not names or declared types (ADDP-09)", () => {
  it.each([
    ["HTML named .png with type image/png", HTML, "picture.png", "image/png"],
    ["SVG with a script named .png with type image/png", SVG, "picture.png", "image/png"],
    ["SVG with a script as image/svg+xml", SVG, "logo.svg", "image/svg+xml"],
    ["HTML declared image/jpeg (a lying content type)", HTML, "photo.jpg", "image/jpeg"],
    ["a text file renamed .png", "just some notes, not a picture", "notes.png", "image/png"],
    ["a PHP script named .png.php", "<?php system($_GET['c']); ?>", "shell.png.php", "image/png"],
    ["HTML behind a PNG's first byte", `\u0089${HTML}`, "half.png", "image/png"],
  ])("ADDP-09: refuses %s with 415 and stores nothing", async (_what, data, filename, type) => {
    const res = await refused(imageForm(data, filename, type), 415);
    expect(res.json().message).toBe(PRODUCT_ADMIN_TEXTS.imageFormat);
  });

  it("ADDP-09: refuses a GIF, a TIFF and a BMP: real pictures, but not JPEG, PNG or WebP", async () => {
    const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } });
    for (const data of [await picture.clone().gif().toBuffer(), await picture.clone().tiff().toBuffer()])
      await refused(imageForm(data, "picture.png", "image/png"), 415);
    const bmp = Buffer.concat([Buffer.from("BM"), Buffer.alloc(60)]);
    await refused(imageForm(bmp, "picture.png", "image/png"), 415);
  });

  it("a real PNG declared text/html and named .html is judged by its bytes: stored as WebP", async () => {
    const data = await png(30, 20, "#102030");
    const res = await upload(t.app, admin.token, imageForm(data, "evil.html", "text/html"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { url: `/api/images/${sha256(data)}` } });
  });

  it("a PNG whose pixels are cut off is a 400, never a 500", async () => {
    const data = (await png(300, 300, "#abcdef")).subarray(0, 120);
    expect((await refused(imageForm(data), 400)).json().message).toBe("The image could not be read");
  });
});

describe("size and pixel caps (ADDP-10)", () => {
  it("ADDP-10: a 6 MB file is a 413 with a clear message, and nothing is stored", async () => {
    const sixMb = Buffer.concat([await png(8, 8), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await refused(imageForm(sixMb), 413);
    expect(res.json().message).toBe("The image must be at most 5 MB");
  });

  it("a 20000×20000 PNG (1 MB on the wire, 1.2 GB decoded: a decompression bomb) is a 400 before any pixel is decoded", async () => {
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: "#fff" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const ordinary = await png(40, 40, "#0a0b0c");
    // Every rendition is made by toBuffer(): not one call means no pixel was decoded.
    const decodes = vi.spyOn(sharp.prototype, "toBuffer");
    const rssBefore = process.memoryUsage().rss;
    const res = await refused(imageForm(bomb), 400);
    expect(res.json().message).toMatch(/at most 40 million pixels \(this one has 20000×20000\)/);
    expect(decodes).not.toHaveBeenCalled();
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    // The spy sees the server's decoding: an ordinary picture goes through it.
    expect((await upload(t.app, admin.token, imageForm(ordinary))).statusCode).toBe(200);
    expect(decodes).toHaveBeenCalled();
  }, 60_000);

  it("a sliver 1 pixel wide and 5000 tall, which would grow into a giant rendition, is a 400", async () => {
    await refused(imageForm(await png(1, 5000)), 400);
  });
});

describe("the request's shape (one multipart file, nothing else)", () => {
  it.each([
    ["JSON", "application/json", JSON.stringify({ image: "iVBORw0KGgo=" })],
    ["text", "text/plain", "hello"],
    ["raw PNG bytes", "image/png", "\u0089PNG\r\n\u001a\n"],
    ["url-encoded form", "application/x-www-form-urlencoded", "image=x"],
  ])("a %s body is a 415", async (_what, type, payload) => {
    const res = await refused({ payload, headers: { "content-type": type } }, 415);
    expect(res.json().message).toBe(PRODUCT_ADMIN_TEXTS.notMultipart);
  });

  it("no body, no parts, or an empty file: 400 'Image is required'", async () => {
    for (const body of [{ payload: "", headers: {} }, multipart([]), imageForm(Buffer.alloc(0))]) {
      expect((await refused(body, 400)).json().message).toBe(PRODUCT_ADMIN_TEXTS.imageRequired);
    }
  });

  it("two files, a file in another field, or an extra text field: 400", async () => {
    const a = await png(5, 5, "#111111");
    const b = await png(6, 6, "#222222");
    for (const parts of [
      [
        { field: "image", filename: "a.png", type: "image/png", data: a },
        { field: "image", filename: "b.png", type: "image/png", data: b },
      ],
      [{ field: "file", filename: "a.png", type: "image/png", data: a }],
      [
        { field: "image", filename: "a.png", type: "image/png", data: a },
        { field: "name", data: "x" },
      ],
      [{ field: "image", data: a.toString("latin1") }],
      Array.from({ length: 20 }, (_, i) => ({ field: `f${i}`, data: "x" })),
    ])
      expect((await refused(multipart(parts), 400)).json().message).toBe(PRODUCT_ADMIN_TEXTS.oneImageOnly);
  });

  it("a malformed multipart body is a 4xx, never a 500", async () => {
    for (const payload of [
      "--nothing\r\n",
      "garbage",
      '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n',
    ]) {
      const res = await upload(t.app, admin.token, {
        payload,
        headers: { "content-type": "multipart/form-data; boundary=b" },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it("guards run before the body is read: anonymous 401 and customer 403 even for 6 MB", async () => {
    const sixMb = imageForm(Buffer.alloc(6 * 1024 * 1024, 1));
    const before = await stored();
    expectErrorShape(await upload(t.app, undefined, sixMb), 401);
    const buyer = await customer(t.app);
    expectErrorShape(await upload(t.app, buyer.token, sixMb), 403);
    expect(await stored()).toEqual(before);
  });

  it("multipart is parsed on POST /api/images only: other routes refuse it", async () => {
    const body = imageForm(await png());
    for (const [method, url] of [
      ["POST", "/api/products"],
      ["POST", "/api/orders"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...bearer(admin.token), ...body.headers },
        payload: body.payload,
      });
      expect([400, 403, 415], `${url}: ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});

describe("names never reach the disk or a URL", () => {
  it("a file named ../../etc/passwd.png is stored under the hash of its bytes, and the name is kept nowhere", async () => {
    const data = await png(17, 13, "#C0FFEE");
    const temp = new Set(await readdir(tmpdir()));
    const passwd = await stat("/etc/passwd").catch(() => null);
    for (const filename of [
      "../../etc/passwd.png",
      "..\\..\\windows\\win.ini.png",
      "/etc/passwd.png",
      "a\u0000.png",
    ]) {
      const res = await upload(t.app, admin.token, imageForm(data, filename));
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json().data as { url: string };
      expect(url).toBe(`/api/images/${sha256(data)}`);
    }
    const trail = await listAdminActions(t.db, { action: "image.upload", limit: 100 });
    expect(JSON.stringify(trail)).not.toMatch(/passwd|win\.ini|\.\./);
    const added = [...new Set(await readdir(tmpdir()))].filter((name) => !temp.has(name));
    expect(added.filter((name) => /passwd|win\.ini|\.png$/.test(name))).toEqual([]);
    expect((await stat("/etc/passwd").catch(() => null))?.mtimeMs).toBe(passwd?.mtimeMs);
  });
});

describe("what comes back (API-27, EXT-01)", () => {
  it("API-27: an upload answers {success, data: {url}}; the URL serves a re-encoded WebP with the safe headers; the audit trail records it", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#FF9900" } })
      .withExif({ IFD0: { Copyright: "uploader-secret-gps" } })
      .jpeg()
      .toBuffer();
    const res = await upload(t.app, admin.token, imageForm(jpeg, "photo.jpg", "image/jpeg"));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("uploader-secret-gps"))).toBe(false);
    expect(
      (await sharp((await t.app.inject({ method: "GET", url: `${url}?w=400` })).rawPayload).metadata()).width,
    ).toBe(400);

    const [entry] = await listAdminActions(t.db, {
      action: "image.upload",
      targetId: sha256(jpeg),
      limit: 1,
    });
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      targetType: "image",
      after: { url, format: "jpeg", width: 1200, height: 900, bytes: jpeg.length, new: true },
    });
  });

  it("the same picture uploaded twice is stored once, and each upload is recorded", async () => {
    const data = await png(9, 9, "#0A0B0C");
    const before = await stored();
    const first = await upload(t.app, admin.token, imageForm(data));
    const second = await upload(t.app, admin.token, imageForm(data, "again.png"));
    expect(second.json()).toEqual(first.json());
    expect(await stored()).toEqual({
      images: before.images + 1,
      variants: before.variants + 2,
      audit: before.audit + 2,
    });
  });
});
