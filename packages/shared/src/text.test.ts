import { describe, expect, it } from "vitest";

import { isPlainLine, plainText } from "./text.js";

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
