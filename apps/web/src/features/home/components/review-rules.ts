import { LIMITS } from "@xpart/shared";

/**
 * Stars to draw for a rating (spec §3: "number or numeric string, parsed as an integer").
 * parseInt keeps the original's reading of "3" or "4.5"; anything unreadable or out of range is clamped to 0..5.
 */
export function parseRating(rating: number | string): number {
  const parsed = Number.parseInt(String(rating), 10);
  if (Number.isNaN(parsed)) return LIMITS.ratingMin;
  return Math.min(LIMITS.ratingMax, Math.max(LIMITS.ratingMin, parsed));
}

/** The home page shows only the latest reviews: the last ones of the list, in their order (HOME-22/23). */
export function latestReviews<T>(reviews: readonly T[]): T[] {
  return reviews.slice(-LIMITS.latestReviews);
}
