import { reviewSchema } from "@xpart/shared/schemas";
import { z } from "zod";

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
export const reviewsSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const review = wireReviewSchema.safeParse(item);
    return review.success ? [review.data] : [];
  }),
);
