import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@xpart/shared/texts";

import { apiGet } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

import type { WireReview } from "./review-answers";

export type { WireReview };

/** Loaded with zod the first time the browser asks for reviews itself (issue 24). */
const reviewsSchema = async () => (await import("./review-answers")).reviewsSchema;

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
