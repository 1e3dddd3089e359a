import { afterEach, describe, expect, it, vi } from "vitest";

import { createTtlCache } from "./catalog.cache.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("createTtlCache", () => {
  it("loads once per key within the time to live, then again", async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>(1000);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", load)).toBe(3);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createTtlCache<string>(1000);
    const load = vi.fn(() => new Promise<string>((r) => setTimeout(() => r("x"), 10)));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual(["x", "x"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets failures and everything on clear()", async () => {
    const cache = createTtlCache<string>(1000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
    cache.clear();
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
  });

  it("does not cache with a zero time to live", async () => {
    const cache = createTtlCache<number>(0);
    let n = 0;
    await cache.get("k", async () => ++n);
    expect(await cache.get("k", async () => ++n)).toBe(2);
  });
});
