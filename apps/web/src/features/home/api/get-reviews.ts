import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewSchema } from "@xpart/shared/schemas";
import { LIMITS } from "@xpart/shared/texts";
import { z } from "zod";

import { apiGet } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * A review as the card reads it. Spec §3: a rating may arrive as a number or a numeric string (the card parses
 * it, review-rules.ts), and anything else counts as 0. An answer of the older shape, without `createdAt` or
 * `verifiedBuyer`, still shows: no date and no mark.
 */
const wireReviewSchema = reviewSchema.extend({
  rating: z.union([z.number(), z.string()]).catch(0),
  createdAt: z.string().nullable().catch(null),
  verifiedBuyer: z.boolean().catch(false),
});
export type WireReview = z.infer<typeof wireReviewSchema>;

/** A list of reviews; one that cannot be read at all (no id, name or details) is left out, not the section. */
const reviewsSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const review = wireReviewSchema.safeParse(item);
    return review.success ? [review.data] : [];
  }),
);

/**
 * The latest reviews, newest last (DESIGN §4): the home page asks for the 3 it shows, never the whole list
 * (security finding L8).
 */
async function getLatestReviews(signal?: AbortSignal): Promise<WireReview[]> {
  const { data } = await apiGet(`/api/reviews?limit=${LIMITS.latestReviews}`, reviewsSchema, signal);
  return data;
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.reviews.latest, queryFn: ({ signal }) => getLatestReviews(signal) });

export const useReviews = () => useQuery(reviewsQueryOptions());
