import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../../test/test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok once the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 'database down' with Retry-After when the database does not answer", async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: "down" });
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    await down.app.close();
  });
});
