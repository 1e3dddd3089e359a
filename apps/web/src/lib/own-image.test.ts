import { describe, expect, it } from "vitest";

import { isOwnImage, ownImageSrcSet, thumbnailUrl } from "./own-image";

const IMG = `/api/images/${"a".repeat(64)}`;

// Moved here with thumbnailUrl from features/admin/product-rules.test.ts (issue 23).
describe("thumbnailUrl", () => {
  it("asks our own images for the small width", () => {
    expect(thumbnailUrl(IMG)).toBe(`${IMG}?w=400`);
    expect(thumbnailUrl("https://example.test/a.png")).toBe("https://example.test/a.png");
  });
});

describe("own images (issue 23: one rule for the cards, the product page and the tables)", () => {
  it("issue 23: only a path under /api/images/ without a query or fragment is ours", () => {
    expect(isOwnImage(IMG)).toBe(true);
    expect(isOwnImage("/api/images/drill.webp")).toBe(true);
    expect(isOwnImage(`${IMG}?w=400`)).toBe(false);
    expect(isOwnImage(`${IMG}#top`)).toBe(false);
    expect(isOwnImage("https://example.test/api/images/a.png")).toBe(false);
    expect(isOwnImage("/api/images/")).toBe(false);
  });

  it("issue 23: both widths for srcset, and none for another URL", () => {
    expect(ownImageSrcSet(IMG)).toBe(`${IMG}?w=400 400w, ${IMG} 800w`);
    expect(ownImageSrcSet("https://example.test/a.png")).toBeUndefined();
  });
});
