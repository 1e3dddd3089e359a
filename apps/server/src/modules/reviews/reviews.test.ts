import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../../test/test-app.js";

import { reviews } from "./reviews.tables.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/reviews", () => {
  it("answers an empty list on a fresh shop (HOME-24)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/reviews" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lists reviews newest last, with the spec's fields (HOME-22)", async () => {
    for (const [i, rating] of [4, 0, 5].entries()) {
      await t.db.insert(reviews).values({ name: `R${i + 1}`, details: `Review ${i + 1}`, rating });
    }
    const res = await t.app.inject({ method: "GET", url: "/api/reviews" });
    const body = res.json() as Record<string, unknown>[];
    expect(body.map((r) => r.name)).toEqual(["R1", "R2", "R3"]);
    expect(Object.keys(body[0]!).sort()).toEqual(["_id", "details", "name", "rating"]);
    expect(body.map((r) => r.rating)).toEqual([4, 0, 5]);
  });

  it("cannot store a rating outside 0..5 (HOME-19)", async () => {
    await expect(t.db.insert(reviews).values({ name: "X", details: "Y", rating: -1 })).rejects.toThrow();
    await expect(t.db.insert(reviews).values({ name: "X", details: "Y", rating: 6 })).rejects.toThrow();
  });
});
