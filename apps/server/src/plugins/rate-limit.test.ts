import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openTestDatabase } from "../../test/test-app.js";
import type { DatabaseHandle } from "../db/client.js";

import { registerErrorHandler } from "./errors.js";
import { createRateLimiter } from "./rate-limit.js";

let database: DatabaseHandle;
const app = Fastify({ logger: false });
beforeAll(async () => {
  database = await openTestDatabase();
  registerErrorHandler(app);
  const limit = createRateLimiter(database.db);
  app.get("/limited", { preHandler: limit({ name: "test", max: 2, windowSeconds: 60 }) }, async () => "ok");
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("createRateLimiter", () => {
  it("allows max requests per address and window, then 429 with Retry-After, then a new window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const hit = (remoteAddress = "198.51.100.1") =>
        app.inject({ method: "GET", url: "/limited", remoteAddress });
      expect((await hit()).statusCode).toBe(200);
      expect((await hit()).statusCode).toBe(200);
      const limited = await hit();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBe("60");
      expect(limited.json()).toMatchObject({ error: "Too Many Requests" });
      expect((await hit("198.51.100.2")).statusCode).toBe(200);
      vi.advanceTimersByTime(60_001);
      expect((await hit()).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
