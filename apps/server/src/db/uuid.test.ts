import { describe, expect, it } from "vitest";

import { isUuid } from "./uuid.js";

describe("isUuid", () => {
  it("issue 23: accepts a uuid in either case", () => {
    expect(isUuid("0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isUuid("0B6F8A3E-1C2D-4E5F-8A9B-0C1D2E3F4A5B")).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["too short", "0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5"],
    ["not hex", "0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5g"],
    ["no dashes", "0b6f8a3e1c2d4e5f8a9b0c1d2e3f4a5b"],
    ["with more around it", "x0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b"],
    ["SQL", "' or 1=1 --"],
  ])("issue 23: refuses %s", (_what, id) => {
    expect(isUuid(id)).toBe(false);
  });
});
