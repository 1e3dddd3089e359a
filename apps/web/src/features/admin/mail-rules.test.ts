import { describe, expect, it } from "vitest";

import { textParts } from "./mail-rules";

describe("textParts (issue 22: a caught mail's links are clickable)", () => {
  it("issue 22: makes each http(s) address a link, leaving the sentence's closing punctuation as text", () => {
    expect(
      textParts("Reset it: https://shop.test/reset-password?token=a1.\nOr see http://x.test/a (help)."),
    ).toEqual([
      { kind: "text", text: "Reset it: " },
      { kind: "link", href: "https://shop.test/reset-password?token=a1" },
      { kind: "text", text: ".\nOr see " },
      { kind: "link", href: "http://x.test/a" },
      { kind: "text", text: " (help)." },
    ]);
  });

  it("issue 22: leaves text without a web address, and other schemes, as text", () => {
    expect(textParts("Write to javascript:alert(1) or mailto:a@b.test")).toEqual([
      { kind: "text", text: "Write to javascript:alert(1) or mailto:a@b.test" },
    ]);
    expect(textParts("")).toEqual([]);
  });
});
