import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { correctionsOf, isTypoOf, MAX_SEARCH_WORDS, prefixQueryOf, searchWordsOf } from "./search-words.js";

describe("issue 42: the words of a search", () => {
  it("splits on anything but letters and digits, keeps decimals, lowers case and drops repeats", () => {
    expect(searchWordsOf("Brake  PAD, brake / Ranger 2.4")).toEqual(["brake", "pad", "ranger", "2.4"]);
    expect(searchWordsOf("hilux-filtr")).toEqual(["hilux", "filtr"]);
    expect(searchWordsOf("&|!:*'\"\\ 🙂")).toEqual([]);
    expect(searchWordsOf("מסנן שמן")).toEqual(["מסנן", "שמן"]);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWordsOf("a b c d e f g h i j")).toHaveLength(MAX_SEARCH_WORDS);
  });

  it("makes a prefix query of every word, weighted to names when asked", () => {
    expect(prefixQueryOf(["brak", "pad"])).toBe("'brak':* & 'pad':*");
    expect(prefixQueryOf(["brak"], "named")).toBe("'brak':*AB");
    expect(prefixQueryOf([["brake", "brakes"]], "named")).toBe("('brake':AB | 'brakes':AB)");
  });

  it("matches a number with its unit run together also as the number then the unit ('120w': \"120 W\")", () => {
    expect(prefixQueryOf(["saw", "1400w"])).toBe("'saw':* & ('1400w':* | '1400' <-> 'w')");
    expect(prefixQueryOf(searchWordsOf("18V"), "named")).toBe("('18v':*AB | '18':AB <-> 'v':AB)");
    // Not a unit: 'a' is the article in most descriptions; 'x' none.
    expect(prefixQueryOf(["5a", "4x"])).toBe("'5a':* & '4x':*");
    expect(prefixQueryOf(searchWordsOf("2.4kw"))).toBe("'2.4':* & 'kw':*");
    // A code is not a number and a unit.
    expect(prefixQueryOf(["1kd4", "bay9s", "m10"])).toBe("'1kd4':* & 'bay9s':* & 'm10':*");
  });

  it("property: any text gives words of letters, digits and inner dots only, so the query text is always well formed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100, unit: "binary" }), (q) => {
        for (const word of searchWordsOf(q)) expect(word).toMatch(/^[\p{L}\p{N}]+(\.\p{N}+)*$/u);
        expect(prefixQueryOf(searchWordsOf(q))).not.toMatch(/\\|''/);
      }),
    );
  });

  it("a typo is one letter wrong, missing or extra or two neighbours swapped (two slips in a long word), in a word of letters of four or more", () => {
    expect(isTypoOf("filtr", "filter")).toBe(true);
    expect(isTypoOf("rangr", "ranger")).toBe(true);
    expect(isTypoOf("wrinch", "wrench")).toBe(true);
    expect(isTypoOf("hydralics", "hydraulic")).toBe(true);
    expect(isTypoOf("pads", "pods")).toBe(true);
    expect(isTypoOf("wrnech", "wrench")).toBe(true);
    expect(isTypoOf("dics", "disc")).toBe(true);
    expect(isTypoOf("wrnceh", "wrench")).toBe(false);
    expect(isTypoOf("filtr", "filters")).toBe(false);
    expect(isTypoOf("pad", "pod")).toBe(false);
    expect(isTypoOf("xp12", "xp13")).toBe(false);
    expect(isTypoOf("brake", "brake")).toBe(false);
  });

  it("corrects to every known word the fewest slips away, any of which then matches", () => {
    expect(correctionsOf("alternater", ["alternate", "alternators", "alternator"])).toEqual([
      "alternate",
      "alternator",
    ]);
    expect(correctionsOf("qqqq", ["shock"])).toEqual([]);
    expect(prefixQueryOf([["alternate", "alternator"], "hilux"])).toBe(
      "('alternate' | 'alternator') & 'hilux':*",
    );
  });
});
