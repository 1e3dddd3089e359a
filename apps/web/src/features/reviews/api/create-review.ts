import { useMutation, useQueryClient } from "@tanstack/react-query";
import { insertedIdAnswerSchema, type CreateReviewBody } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/** One 'Add Review' submission: the review and the key it is sent with, made once per submit. */
interface ReviewSubmission {
  review: CreateReviewBody;
  idempotencyKey: string;
}

/**
 * POST /api/reviews (customer): 201 `{insertedId}`. The author is the caller (the token), whatever name is
 * typed; a second review by the same customer is a 409 with REVIEW_TEXTS.alreadyReviewed, a refused field a
 * 400 with `{fields}`. The same `idempotencyKey` makes a re-sent request answer the first review.
 */
async function createReview({ review, idempotencyKey }: ReviewSubmission) {
  const { data } = await apiRequest("/api/reviews", insertedIdAnswerSchema, {
    method: "POST",
    body: review,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** Adds a review, then reads the reviews again (the home page's 'Customers Reviews'). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
