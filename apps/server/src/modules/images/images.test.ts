import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../../test/test-app.js";

import { ImageRejectedError, storeImage } from "./images.service.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let firstImg: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/products?limit=1" });
  firstImg = res.json()[0].img;
});
afterAll(() => t.close());

describe("GET /api/images/:id", () => {
  it("serves a product's picture as an 800-pixel WebP, cached immutably and inert", async () => {
    const res = await t.app.inject({ method: "GET", url: firstImg });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 800 });
  });

  it("serves the 400-pixel rendition for srcset", async () => {
    const res = await t.app.inject({ method: "GET", url: `${firstImg}?w=400` });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 400 });
  });

  it("gives every seeded product a picture of its own", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products?limit=100" });
    const imgs = (res.json() as { img: string }[]).map((p) => p.img);
    expect(new Set(imgs).size).toBe(imgs.length);
  });

  it.each([
    ["an unknown id", `/api/images/${"0".repeat(64)}`, 404],
    ["a malformed id", "/api/images/..%2F..%2Fetc%2Fpasswd", 404],
    ["an unsupported width", "?w=123", 400],
    ["an unknown parameter", "?format=png", 400],
  ])("refuses %s", async (_what, url, status) => {
    const res = await t.app.inject({ method: "GET", url: url.startsWith("?") ? `${firstImg}${url}` : url });
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("storeImage", () => {
  it("stores a picture once, whatever the number of uploads", async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#0FCFEC" } })
      .png()
      .toBuffer();
    const a = await storeImage(t.db, png);
    const b = await storeImage(t.db, png);
    expect(a).toBe(b);
    const res = await t.app.inject({ method: "GET", url: `${a}?w=400` });
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it("re-encodes and drops metadata", async () => {
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#FF9900" } })
      .withExif({ IFD0: { Copyright: "secret-gps-owner" } })
      .jpeg()
      .toBuffer();
    const url = await storeImage(t.db, jpeg);
    const res = await t.app.inject({ method: "GET", url });
    expect(res.rawPayload.includes(Buffer.from("secret-gps-owner"))).toBe(false);
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
  });

  it.each([
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["text", Buffer.from("not an image at all")],
    ["a truncated PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
  ])("rejects %s", async (_what, data) => {
    await expect(storeImage(t.db, data)).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
