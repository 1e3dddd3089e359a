import { afterEach, describe, expect, it } from "vitest";

import { createTestApp } from "../../test/test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(() => t?.close());

/** An app logging at `level` into an array, one parsed object per line. */
async function appLoggingAt(level: string) {
  const lines: { msg: string; level: number; req?: { url: string } }[] = [];
  t = await createTestApp(
    { logLevel: level },
    { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  );
  await t.app.ready();
  lines.length = 0;
  return { app: t.app, lines };
}

describe("issue 13: one log line per request at most", () => {
  it("logs no line for successful catalogue reads and one for other requests", async () => {
    const { app, lines } = await appLoggingAt("info");
    for (const url of ["/api/products", "/api/products?limit=2", "/api/categories"]) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    expect(lines).toEqual([]);
    await app.inject({ url: "/api/health" });
    await app.inject({ url: "/api/products?limit=0" });
    await app.inject({ url: "/api/products/00000000-0000-4000-8000-000000000000" });
    expect(lines.map((l) => [l.msg, l.req?.url])).toEqual([
      ["request completed", "/api/health"],
      ["request completed", "/api/products?limit=0"],
      ["request completed", "/api/products/00000000-0000-4000-8000-000000000000"],
    ]);
  });

  it("brings catalogue reads back at LOG_LEVEL=debug, with when each request came in", async () => {
    const { app, lines } = await appLoggingAt("debug");
    await app.inject({ url: "/api/products?limit=3" });
    expect(lines.filter((l) => l.req?.url === "/api/products?limit=3").map((l) => l.msg)).toEqual([
      "incoming request",
      "request completed",
    ]);
  });

  it("writes a failed request's error line and no second line", async () => {
    const lines: { msg: string }[] = [];
    t = await createTestApp(
      { logLevel: "info" },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    t.app.get("/api/broken", { config: { access: "public" } }, () => {
      throw new Error("a bug");
    });
    await t.app.ready();
    lines.length = 0;
    const res = await t.app.inject({ url: "/api/broken" });
    expect(res.statusCode).toBe(500);
    expect(lines.map((l) => l.msg)).toEqual(["request failed"]);
  });
});

describe("I3: the request line hides credentials and addresses", () => {
  it("I3: a token in ?access_token= and an email in the path are not logged", async () => {
    const { app, lines } = await appLoggingAt("info");
    await app.inject({ url: "/api/user?access_token=eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl" });
    await app.inject({ url: "/api/admin/alice%40example.com" });
    await app.inject({ url: "/api/orders?email=alice@example.com" });
    const text = JSON.stringify(lines);
    expect(text).not.toContain("eyJhbGciOiJIUzI1NiJ9");
    expect(text).not.toMatch(/alice/);
    expect(lines.map((l) => l.req?.url)).toEqual([
      "/api/user?access_token=[redacted]",
      "/api/admin/[email]",
      "/api/orders?email=[email]",
    ]);
  });
});
