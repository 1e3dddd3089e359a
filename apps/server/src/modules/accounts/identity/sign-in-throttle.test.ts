import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../../../test/test-app.js";
import type { DatabaseHandle } from "../../../db/client.js";
import { TooManyError } from "../../../domain-errors.js";

import { createSignInThrottle, lockSeconds, lockSecondsSql, THROTTLE } from "./sign-in-throttle.js";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("finding 9: the lock is brief", () => {
  it("costs nothing for the first failures, then doubles up to a cap of minutes, never hours", () => {
    expect([0, 1, 4].map(lockSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7].map(lockSeconds)).toEqual([30, 60, 120]);
    expect(lockSeconds(50)).toBe(THROTTLE.maxLockSeconds);
    expect(THROTTLE.maxLockSeconds).toBeLessThanOrEqual(5 * 60);
  });

  it("L1: the database's lock, which the atomic count uses, is the same rule", async () => {
    for (const failures of [0, 1, 4, 5, 6, 7, 8, 9, 20, 100]) {
      const [row] = await database.db
        .select({ seconds: sql<number>`${lockSecondsSql(sql`${failures}::int`)}::int` })
        .from(sql`(select 1) as one`);
      expect(Number(row!.seconds), `${failures} failures`).toBe(lockSeconds(failures));
    }
  });
});

describe("M1: an attacker who waits out every lock never locks the owner out", () => {
  it("M1: 20 guesses each time the wait ends, over an hour: the owner's home address always signs in", async () => {
    let clock = new Date("2026-11-25T10:00:00Z");
    const throttle = createSignInThrottle(database.db, () => clock);
    const email = "owner-m1@example.test";
    await throttle.remember(email, "203.0.113.5");
    const guess = async () => {
      try {
        await throttle.begin(email, "198.51.100.7");
        return 0;
      } catch (error) {
        expect(error).toBeInstanceOf(TooManyError);
        return (error as TooManyError).retryAfterSeconds ?? 1;
      }
    };
    let guessesCompared = 0;
    for (let round = 0; round < 20; round += 1) {
      const wait = await guess();
      if (wait === 0) guessesCompared += 1;
      clock = new Date(clock.getTime() + Math.max(wait, 1) * 1000);
      const owner = await throttle.begin(email, "203.0.113.5");
      await owner.succeeded();
    }
    // The attacker was slowed down (5 free, then one per doubling wait), the owner never refused.
    expect(guessesCompared).toBeLessThan(20);
  });
});
