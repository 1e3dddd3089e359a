import { describe, expect, it } from "vitest";

import { passwordProblem } from "./password-policy.js";

describe("security finding 16: common passwords are refused", () => {
  it.each(["123456", "password", "qwerty", "111111", "PASSWORD", "iloveyou", "abc123"])("refuses %s", (p) => {
    expect(passwordProblem(p)).toMatch(/too common/);
  });

  it.each(["bolt-and-nut-7", "wrench-drill-42", "Tr0ub4dor&3x"])("accepts %s", (p) => {
    expect(passwordProblem(p)).toBeNull();
  });
});
