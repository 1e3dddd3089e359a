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
 * A preHandler that counts requests per client address (or the rule's own key) in the database, so every app server shares the
 * counters (DESIGN §8). One upsert per request: the window restarts once it has passed.
 */
export function createRateLimiter(db: Database, multiplier = 1) {
  return (rule: RateLimitRule) =>
    async function rateLimit(request: FastifyRequest) {
      const now = Date.now();
      const windowMs = rule.windowSeconds * 1000;
      const key = `${rule.name}:${rule.per ? rule.per(request) : request.ip}`;
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
      if (row && row.count > rule.max * multiplier) {
        const retryAfter = Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000));
        throw new TooManyError(`Too many requests. Please try again in ${retryAfter} seconds.`, retryAfter);
      }
    };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
