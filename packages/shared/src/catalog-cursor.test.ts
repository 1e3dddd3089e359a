import { describe, expect, it } from "vitest";

import { parseProductCursor, productCursor, type CursorSort } from "./catalog-cursor.js";

const row = { position: 4211, priceCents: 1999, name: "Ключ Ärger 🔧 a.b/c+d" };

describe("keyset cursors (decision 0020)", () => {
  it.each<[CursorSort, object]>([
    ["catalogue", { position: 4211 }],
    ["newest", { position: 4211 }],
    ["price-asc", { priceCents: 1999, position: 4211 }],
    ["price-desc", { priceCents: 1999, position: 4211 }],
    ["name", { name: row.name, position: 4211 }],
  ])("gives back what a %s cursor holds, in URL-safe ASCII", (sort, key) => {
    const cursor = productCursor(sort, row);
    expect(cursor).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(parseProductCursor(cursor)).toEqual({ sort, ...key });
  });

  it("keeps the catalogue order's cursor the bare position it was", () => {
    expect(productCursor("catalogue", row)).toBe("4211");
  });

  it.each([true, false])(
    "carries a search's part-number group (partHit %s) in front of any order's cursor",
    (hit) => {
      for (const sort of ["catalogue", "newest", "price-asc", "price-desc", "name"] as const) {
        const cursor = productCursor(sort, row, hit);
        expect(cursor.startsWith(hit ? "hit." : "miss.")).toBe(true);
        expect(parseProductCursor(cursor)).toEqual({
          ...parseProductCursor(productCursor(sort, row)),
          partHit: hit,
        });
      }
    },
  );

  it.each(["hit.", "hit.hit.4211", "miss.miss.4211", "hit.newest", "nohit.4211"])("refuses %s", (text) => {
    expect(parseProductCursor(text)).toBeNull();
  });
});
