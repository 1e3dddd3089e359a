import { ACCOUNT_TEXTS } from "@xpart/shared";
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

describe("security finding I2: spaces do not count toward a new password's 6 characters", () => {
  it.each(["      ", "\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0", "  ab  cd  ", "a    b"])(
    "I2: refuses %j",
    (p) => {
      expect(passwordProblem(p)).toBe(ACCOUNT_TEXTS.passwordMostlySpaces);
    },
  );

  it("I2: a passphrase with spaces between its words is still accepted", () => {
    expect(passwordProblem("bolt and nut 7")).toBeNull();
    expect(passwordProblem(" wrench42 ")).toBeNull();
  });
});
