import { sql } from "drizzle-orm";

import type { Database } from "./client.js";
import { apiRateLimits } from "./window-counters.tables.js";

/**
 * Fixed-window counters in the database, shared by every app server (DESIGN §8): the rate-limit plugin counts
 * requests with them, modules count their own things (reset mails, SMS codes, unverified holds), so neither
 * side imports the other (issue 38).
 */

/**
 * Counts one request against the window of `key` in the database, so every app server shares the counters
 * (DESIGN §8): one upsert, and a new window starts once the last has passed. Answers the window's count and
 * start (milliseconds).
 */
async function tick(db: Database, key: string, windowSeconds: number, now: number) {
  const expired = sql`${apiRateLimits.windowStart} <= ${now - windowSeconds * 1000}`;
  const [row] = await db
    .insert(apiRateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: apiRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${apiRateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${apiRateLimits.windowStart} end`,
      },
    })
    .returning({ count: apiRateLimits.count, windowStart: apiRateLimits.windowStart });
  return row!;
}

/** Counts one request; answers the seconds until the window ends when the count is past `max`, else 0. */
export async function countInWindow(db: Database, key: string, max: number, windowSeconds: number) {
  const now = Date.now();
  const { count, windowStart } = await tick(db, key, windowSeconds, now);
  if (count <= max) return 0;
  return Math.max(1, Math.ceil((windowStart + windowSeconds * 1000 - now) / 1000));
}

/**
 * When the current window of `key` started, opening a new one if the last has passed: for rules that allow
 * something during the start of each window rather than a number of times.
 */
export async function windowStartOf(db: Database, key: string, windowSeconds: number, now = Date.now()) {
  return (await tick(db, key, windowSeconds, now)).windowStart;
}
