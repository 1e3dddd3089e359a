import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { drawProduct, drawingKinds } from "./product-drawings.js";

describe("drawProduct", () => {
  it.each(drawingKinds)("draws %s as a self-contained SVG document", (kind) => {
    const svg = drawProduct(kind);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg.endsWith("</svg>")).toBe(true);
    for (const forbidden of ["<text", "<script", "<image", "href=", "<foreignObject"]) {
      expect(svg).not.toContain(forbidden);
    }
  });

  it.each(drawingKinds)("rasterises %s to an 800x800 WebP", async (kind) => {
    const webp = await sharp(Buffer.from(drawProduct(kind)))
      .webp()
      .toBuffer();
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(800);
  });

  it("draws every kind differently, one kind per home-page category product among them", () => {
    expect(new Set(drawingKinds.map((kind) => drawProduct(kind))).size).toBe(drawingKinds.length);
    for (const kind of [
      "cutting-disk",
      "circular-saw",
      "electric-planer",
      "arc-welder",
      "hand-blower",
      "mig-welder",
    ]) {
      expect(drawingKinds).toContain(kind);
    }
  });

  it("recolours with the accent and rejects anything but #rrggbb", () => {
    expect(drawProduct("tire", { accent: "#123456" })).not.toBe(drawProduct("tire", { accent: "#654321" }));
    expect(() => drawProduct("tire", { accent: 'red"/><script>' })).toThrow();
  });
});
