import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";

import type { Database } from "../db/client.js";
import { TooManyError } from "../domain-errors.js";

import { apiRateLimits } from "./rate-limit.tables.js";

export interface RateLimitRule {
  /** Names the counter; one per route or group of routes. */
  name: string;
  max: number;
  windowSeconds: number;
  /** Whose requests share the counter: the client address unless the rule names another key (an account). */
  per?: (request: FastifyRequest) => string;
}

/**
 * Counts one request against a window of `windowSeconds` in the database, so every app server shares the
 * counters (DESIGN §8): one upsert, the window restarts once it has passed. Answers the seconds until the
 * window ends when the count is past `max`, else 0.
 */
export async function countInWindow(db: Database, key: string, max: number, windowSeconds: number) {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const expired = sql`${apiRateLimits.windowStart} <= ${now - windowMs}`;
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
    .returning();
  if (!row || row.count <= max) return 0;
  return Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000));
}

/**
 * When the current window of `key` started (milliseconds), opening a new one if the last has passed: for
 * rules that allow something during the start of each window rather than a number of times (one upsert).
 */
export async function windowStartOf(db: Database, key: string, windowSeconds: number, now = Date.now()) {
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
    .returning({ windowStart: apiRateLimits.windowStart });
  return row!.windowStart;
}

/** A preHandler that counts requests per client address, or the rule's own key (an account). */
export function createRateLimiter(db: Database, multiplier = 1) {
  return (rule: RateLimitRule) =>
    async function rateLimit(request: FastifyRequest) {
      const key = `${rule.name}:${rule.per ? rule.per(request) : request.ip}`;
      const retryAfter = await countInWindow(db, key, rule.max * multiplier, rule.windowSeconds);
      if (retryAfter > 0)
        throw new TooManyError(`Too many requests. Please try again in ${retryAfter} seconds.`, retryAfter);
    };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
