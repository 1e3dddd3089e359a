import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { onPostgres } from "../postgres.js";

import { startShopProcess, type ShopProcess } from "./shop-process.js";
import {
  canRunThrowawayPostgres,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from "./throwaway-postgres.js";

/** A request that hangs longer than this is a failure: the answer must come within the connection timeout. */
const ANSWER_WITHIN_MS = 10_000;

const get = (shop: ShopProcess, path: string) =>
  fetch(shop.url + path, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });

/** A sign-up or sign-in: the identity service's own routes, which reach the database through better-auth. */
const postJson = (shop: ShopProcess, path: string, body: unknown) =>
  fetch(shop.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: shop.url },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });

const account = { email: "outage@example.test", password: "Correct-Horse-Battery-9", name: "Outage" };

let postgres: ThrowawayPostgres;
let shop: ShopProcess;

// Runs in `.ci/run`'s PostgreSQL pass, on a PostgreSQL of its own that it may stop (never DATABASE_URL's).
describe.skipIf(!onPostgres || !canRunThrowawayPostgres)(
  "a PostgreSQL restart under the running server (DESIGN §6: 503 for its duration, never the end of the process)",
  () => {
    beforeAll(async () => {
      postgres = await startThrowawayPostgres();
      shop = await startShopProcess({ DATABASE_URL: postgres.url, DB_CONNECT_TIMEOUT: "2s" });
    }, 300_000);
    afterAll(async () => {
      await shop?.stop();
      postgres?.destroy();
    });

    it("lives through the outage, answers 503 with Retry-After meanwhile, and serves again by itself", async () => {
      const before = await get(shop, "/api/products?limit=100");
      expect(before.status).toBe(200);
      const catalogue: unknown = await before.json();

      postgres.stop();
      // The pooled connection that served that request is ended by PostgreSQL: the error that killed the shop.
      await shop.waitForLine(/database connection lost/);

      const health = await get(shop, "/api/health");
      expect(health.status).toBe(503);
      expect(health.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await health.json()).toEqual({ status: "unavailable", database: "down" });

      // A burst of requests meanwhile: each gets the JSON error shape and advice when to come back.
      const during = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          get(shop, i % 2 ? "/api/categories" : `/api/products?offset=${i}`),
        ),
      );
      for (const res of during) {
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(await res.json()).toEqual({
          error: "Service Unavailable",
          message: expect.any(String),
          requestId: expect.any(String),
        });
      }
      expect(shop.child.exitCode).toBeNull();

      postgres.start();
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, 200));
        status = (await get(shop, "/api/health")).status;
      }
      expect(status).toBe(200);
      const after = await get(shop, "/api/products?limit=100");
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual(catalogue);
      expect((await postJson(shop, "/api/auth/sign-up/email", account)).status).toBe(200);
      expect(shop.child.exitCode).toBeNull();
      expect(shop.output.join("\n")).not.toMatch(/uncaught|unhandled/i);
    }, 120_000);
  },
);
