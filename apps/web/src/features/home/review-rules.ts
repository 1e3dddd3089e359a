import { LIMITS } from "@xpart/shared/texts";

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

/** A review's date as the card shows it ("May 15, 2026"), or nothing for a missing or unreadable one. */
export function reviewDate(createdAt: string | null): { iso: string; text: string } | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return {
    iso: date.toISOString(),
    text: date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
  };
}
