import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { onPostgres } from "../../../test/postgres.js";
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

describe("GET /api/health/internals (only with DIAGNOSTICS=true)", () => {
  it("tells the soak the pool's connections, the open handles and the memory", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/internals" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pool).toEqual(
      onPostgres
        ? { total: expect.any(Number), idle: expect.any(Number), waiting: expect.any(Number) }
        : null,
    );
    expect(Object.values(body.activeResources).reduce((a, b) => Number(a) + Number(b), 0)).toBeGreaterThan(0);
    expect(body.rssBytes).toBeGreaterThan(0);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("does not exist unless asked for: a stranger learns nothing of the process", async () => {
    const off = await createTestApp({ diagnostics: false });
    const res = await off.app.inject({ method: "GET", url: "/api/health/internals" });
    expect(res.statusCode).toBe(404);
    await off.close();
  });
});
