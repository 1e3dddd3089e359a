import { describe, expect, it } from "vitest";

import { lockSeconds, THROTTLE } from "./sign-in-throttle.js";

describe("finding 9: the per-account lock is brief", () => {
  it("costs nothing for the first failures, then doubles up to a cap of minutes, never hours", () => {
    expect([0, 1, 4].map(lockSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7].map(lockSeconds)).toEqual([30, 60, 120]);
    expect(lockSeconds(50)).toBe(THROTTLE.maxLockSeconds);
    expect(THROTTLE.maxLockSeconds).toBeLessThanOrEqual(5 * 60);
  });
});
