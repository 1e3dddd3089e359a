import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewSchema } from "@xpart/shared";
import { z } from "zod";

import { apiGet } from "../../../lib/api-client";

// Spec §3: a rating may arrive as a number or a numeric string; the card parses it (review-rules.ts).
const wireReviewSchema = reviewSchema.extend({ rating: z.union([z.number(), z.string()]) });
const reviewsSchema = z.array(wireReviewSchema);
export type WireReview = z.infer<typeof wireReviewSchema>;

/** All reviews, newest last (DESIGN §4). */
export async function getReviews(signal?: AbortSignal): Promise<WireReview[]> {
  const { data } = await apiGet("/api/reviews", reviewsSchema, signal);
  return data;
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: ["reviews"], queryFn: ({ signal }) => getReviews(signal) });

export const useReviews = () => useQuery(reviewsQueryOptions());
