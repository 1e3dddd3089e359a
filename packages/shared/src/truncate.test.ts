import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { ELLIPSIS } from "./limits.js";
import { truncate } from "./truncate.js";

/** The rule as the spec states it, by graphemes every time: the shortcuts must give the same text. */
function byGraphemes(text: string, max: number): string {
  const parts = Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text));
  return parts.length <= max
    ? text
    : parts
        .map((part) => part.segment)
        .slice(0, max)
        .join("") + ELLIPSIS;
}

const texts = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.constantFrom("a", " ", "é", "e\u0301", "👩‍🔧", "🏳️‍🌈", "\r\n", "ก\u0e34", "~") }),
);

describe("truncate: the product card's cut (spec §2)", () => {
  it("cuts after max graphemes and adds the ellipsis, whatever the text holds", () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 0, max: 40 }), (text, max) => {
        expect(truncate(text, max)).toBe(byGraphemes(text, max));
      }),
      { numRuns: 3000 },
    );
  });

  it("never splits an accent or an emoji", () => {
    expect(truncate("Cafe\u0301 crème", 4)).toBe(`Cafe\u0301${ELLIPSIS}`);
    expect(truncate("👩‍🔧👩‍🔧👩‍🔧", 2)).toBe(`👩‍🔧👩‍🔧${ELLIPSIS}`);
    expect(truncate("Heavy-duty torque wrench", 5)).toBe(`Heavy${ELLIPSIS}`);
    expect(truncate("Short", 5)).toBe("Short");
  });
});
