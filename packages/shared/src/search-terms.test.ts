import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  formatDidYouMean,
  formatSearchTerms,
  markMatches,
  parseDidYouMean,
  parseSearchTerms,
  SEARCH_TEXTS,
} from "./search-terms.js";

describe("issue 42: the search answer's headers and marks", () => {
  it("counts a suggestion's products in words", () => {
    expect(SEARCH_TEXTS.productCount(1)).toBe("1 product");
    expect(SEARCH_TEXTS.productCount(6)).toBe("6 products");
  });

  it("marks the start of each word a matched term starts, ignoring case", () => {
    expect(markMatches("Disc Brake Pad Set", ["brak", "pad"])).toEqual([
      { text: "Disc ", marked: false },
      { text: "Brak", marked: true },
      { text: "e ", marked: false },
      { text: "Pad", marked: true },
      { text: " Set", marked: false },
    ]);
    expect(markMatches("Sidebrake", ["brake"])).toEqual([{ text: "Sidebrake", marked: false }]);
    expect(markMatches("", ["a"])).toEqual([]);
  });

  it("property: the runs give the text back unchanged, and only matched terms are marked", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }),
        (text, terms) => {
          const runs = markMatches(text, terms);
          expect(runs.map((run) => run.text).join("")).toBe(text);
          for (const run of runs.filter((r) => r.marked)) {
            expect(
              terms.some((term) => term && run.text.toLocaleLowerCase() === term.toLocaleLowerCase()),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it("property: terms and other searches survive their headers, whatever characters they hold", () => {
    const word = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== "" && !/\s/.test(s));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), (terms) => {
        expect(parseSearchTerms(formatSearchTerms(terms))).toEqual(terms);
        expect(parseDidYouMean(formatDidYouMean(terms))).toEqual(terms);
      }),
    );
    expect(parseSearchTerms("%E0%A4%A")).toEqual([]);
    expect(parseDidYouMean(null)).toEqual([]);
  });
});
