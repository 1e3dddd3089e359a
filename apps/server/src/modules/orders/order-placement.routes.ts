import type { RateLimiter } from "../../plugins/rate-limit.js";

/**
 * What every route that places orders shares (POST /orders, and the cart's POST /checkout): customers only, a
 * retried request replays its first answer, and one counter of 30 a minute per address for both doors, so a
 * caller cannot double the limit by switching between them.
 */
export function orderPlacementRoute(rateLimit: RateLimiter) {
  return {
    config: { access: "customer", idempotency: "replay" },
    preHandler: rateLimit({ name: "orders", max: 30, windowSeconds: 60 }),
  } as const;
}
