import type { ImportCounts } from "@xpart/shared/schemas";
import { describe, expect, it } from "vitest";

import { canApply, type ImportOutcome } from "./csv-import-rules";

const file = new File(["sku\n"], "a.csv");
const answer = (changes: Partial<ImportCounts> = {}): ImportCounts => ({
  mode: "dry-run",
  applied: false,
  added: 1,
  changed: 0,
  unchanged: 0,
  removed: 0,
  refused: [],
  ...changes,
});
const checked = (changes: Partial<ImportCounts> = {}): ImportOutcome => ({
  scope: "products",
  file,
  answer: answer(changes),
});

describe("canApply (issue 25: apply only what a check cleared)", () => {
  it("after a clean check of the same file and scope", () => {
    expect(canApply(checked(), "products", file)).toBe(true);
  });

  it("not before a check, after a check with refused rows, or once applied", () => {
    expect(canApply(null, "products", file)).toBe(false);
    expect(
      canApply(checked({ refused: [{ line: 2, reason: "price must be above 0" }] }), "products", file),
    ).toBe(false);
    expect(canApply(checked({ mode: "apply", applied: true }), "products", file)).toBe(false);
  });

  it("not for another file or another scope (kind, company) than the one checked", () => {
    expect(canApply(checked(), "products", new File(["sku\n"], "a.csv"))).toBe(false);
    expect(canApply(checked(), "vehicles", file)).toBe(false);
    expect(canApply(checked(), "products", null)).toBe(false);
  });
});
