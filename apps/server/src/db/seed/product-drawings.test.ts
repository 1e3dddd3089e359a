import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { demoProducts } from "./demo-products.js";
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

  it("recolours with the accent and rejects anything but #rrggbb", () => {
    expect(drawProduct("tire", { accent: "#123456" })).not.toBe(drawProduct("tire", { accent: "#654321" }));
    expect(() => drawProduct("tire", { accent: 'red"/><script>' })).toThrow();
  });
});

describe("demoProducts", () => {
  it("has the 19 original products with fixed numbers", () => {
    expect(demoProducts).toHaveLength(19);
    for (const product of demoProducts) {
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.priceCents).toBeGreaterThan(0);
      expect(product.minOrder).toBe(50);
      expect(product.availableQty).toBe(300);
      expect(product.category.trim()).toBe(product.category);
      expect(product.category).not.toBe("");
    }
    expect(demoProducts[0]?.priceCents).toBe(32_000);
  });

  it("has distinct names and descriptions", () => {
    const names = demoProducts.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const descriptions = demoProducts.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(300);
      expect(description).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it("uses existing drawing kinds, and no two products get the same picture", () => {
    const known = new Set<string>(drawingKinds);
    for (const product of demoProducts) expect(known.has(product.drawing)).toBe(true);
    const pictures = demoProducts.map((p) => drawProduct(p.drawing, p.accent ? { accent: p.accent } : {}));
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
