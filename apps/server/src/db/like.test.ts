import { describe, expect, it } from "vitest";

import { containsPattern, escapeLike } from "./like.js";

describe("LIKE patterns", () => {
  it("issue 23: escapeLike makes the wildcards and the escape character literal", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(escapeLike("plain text")).toBe("plain text");
  });

  it("issue 23: containsPattern matches the text anywhere, its wildcards escaped", () => {
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("")).toBe("%%");
  });
});
