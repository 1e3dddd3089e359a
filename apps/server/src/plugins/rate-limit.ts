import type { FastifyRequest } from "fastify";

import type { Database } from "../db/client.js";
import { countInWindow } from "../db/window-counters.js";
import { TooManyError } from "../domain-errors.js";

export interface RateLimitRule {
  /** Names the counter; one per route or group of routes. */
  name: string;
  max: number;
  windowSeconds: number;
  /** Whose requests share the counter: the client address unless the rule names another key (an account). */
  per?: (request: FastifyRequest) => string;
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
