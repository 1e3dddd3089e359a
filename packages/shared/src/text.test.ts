import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { FORMAT_CHARACTERS_MESSAGE, isPlainLine, plainTextProblem } from "./plain-line.js";
import { plainText } from "./text.js";

describe("plainText (security finding 4: NUL and other control characters)", () => {
  it.each(["a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb", "a\u0085b", "a\tb", "a\nb"])(
    "a single line refuses %j",
    (value) => {
      expect(plainText().safeParse(value).success).toBe(false);
      expect(isPlainLine(value)).toBe(false);
    },
  );

  it("a multi-line text keeps tabs and line breaks but refuses NUL", () => {
    const schema = plainText({ multiline: true });
    expect(schema.safeParse("line 1\r\nline 2\tend").success).toBe(true);
    expect(schema.safeParse("a\u0000b").success).toBe(false);
  });

  it("accepts ordinary text in any script, emoji included", () => {
    for (const value of ['Pipe wrench 18"', "Gaëlle Müller", "扳手", "🔧 tools", ""]) {
      expect(plainText().safeParse(value).success).toBe(true);
    }
  });
});

describe("plainText (security finding I11: invisible format characters)", () => {
  /** Every code point of Unicode's category Cf. */
  const FORMAT_CHARACTERS = Array.from({ length: 0x110000 }, (_, code) => code)
    .filter((code) => (code < 0xd800 || code > 0xdfff) && /\p{Cf}/u.test(String.fromCodePoint(code)))
    .map((code) => String.fromCodePoint(code));
  /** The joiners and tags have allowed uses (emoji, joining scripts, three flags); every other one has none. */
  const NEVER_ALLOWED = FORMAT_CHARACTERS.filter((c) => !/\u200C|\u200D|[\u{E0020}-\u{E007F}]/u.test(c));
  const refused = (value: string, multiline = false) =>
    plainText({ multiline })
      .safeParse(value)
      .error?.issues.map((issue) => issue.message);

  it.each([
    ["U+202E RIGHT-TO-LEFT OVERRIDE", "\u202Enimda traP-X"],
    ["U+200B ZERO WIDTH SPACE", "X-Part\u200Badmin"],
    ["U+2066 LEFT-TO-RIGHT ISOLATE", "\u2066X-Part admin\u2069"],
    ["U+200F RIGHT-TO-LEFT MARK", "admin\u200F"],
    ["U+FEFF ZERO WIDTH NO-BREAK SPACE", "\uFEFFX-Part"],
    ["U+00AD SOFT HYPHEN", "ad\u00ADmin"],
    ["U+2060 WORD JOINER", "ad\u2060min"],
    ["a zero-width joiner between Latin letters", "ad\u200Dmin"],
    ["a zero-width non-joiner between Latin letters", "ad\u200Cmin"],
    ["a joiner after an emoji, before a letter", "👩\u200Dadmin"],
    ["tag characters that spell hidden text", "🏴\u{E0068}\u{E0069}\u{E007F}"],
  ])("I11: refuses %s with the message that names it", (_label, value) => {
    expect(refused(value)).toEqual([FORMAT_CHARACTERS_MESSAGE]);
    expect(refused(value, true)).toEqual([FORMAT_CHARACTERS_MESSAGE]);
    expect(plainTextProblem(value)).toBe(FORMAT_CHARACTERS_MESSAGE);
  });

  it.each([
    ["accents", "Gaëlle Müller, Dvořák, Ñandú"],
    ["CJK", "扳手と六角レンチ, 렌치"],
    ["emoji", "🔧 👍🏽 🇫🇷 1️⃣"],
    ["emoji joined by ZWJ", "👩‍🔧 🏳️‍🌈 🧑🏽‍💻 ❤️‍🔥 🏴‍☠️ 👨‍👩‍👧"],
    ["the flags of England, Scotland and Wales", "🏴󠁧󠁢󠁥󠁮󠁧󠁿 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏴󠁧󠁢󠁷󠁬󠁳󠁿"],
    ["Persian with its zero-width non-joiner", "می\u200Cخواهم"],
    ["Hindi with a zero-width joiner after the virama", "क्\u200Dष"],
    ["right-to-left text without any mark", "שלום, مرحبا"],
  ])("I11: accepts %s", (_label, value) => {
    expect(refused(value)).toBeUndefined();
  });

  it("I11: every Cf character without an allowed use is refused wherever it stands (property)", () => {
    expect(NEVER_ALLOWED).toEqual(expect.arrayContaining(["\u202E", "\u200B", "\u2066", "\uFEFF", "\u00AD"]));
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 20 }),
        fc.string({ unit: "binary", maxLength: 20 }),
        fc.constantFrom(...NEVER_ALLOWED),
        (before, after, format) => {
          expect(refused(`${before}${format}${after}`, true)).toBeDefined();
        },
      ),
    );
  });

  it("I11: text with no control or format character is accepted (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 40 }).filter((value) => !/[\p{Cc}\p{Cf}]/u.test(value)),
        (value) => {
          expect(refused(value)).toBeUndefined();
        },
      ),
    );
  });
});
