import { z } from "zod";

import { LIMITS } from "./limits.js";
import { REVIEW_LIMITS, REVIEW_TEXTS } from "./review-texts.js";
import { plainText } from "./text.js";

/** A review as the API returns it (spec §3): never the author's email or id; the newest comes last. */
export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  details: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
  /** The author has a paid order. */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * GET /api/reviews query (security finding L8): a page of at most `limit` reviews, newest last as the spec's
 * whole list was. Without `before`, the newest ones (the home page asks for `limit=3`); `before` is the `_id`
 * of the oldest review a client holds, and asks for the page just older than it. An empty page is the end.
 */
export const reviewListQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, "must be at least 1")
        .max(REVIEW_LIMITS.pageMax, `must be at most ${REVIEW_LIMITS.pageMax}`),
    )
    .default(REVIEW_LIMITS.pageDefault)
    .describe(`How many reviews: 1 to ${REVIEW_LIMITS.pageMax}, ${REVIEW_LIMITS.pageDefault} when absent`),
  before: z
    .guid(REVIEW_TEXTS.notAReviewCursor)
    .optional()
    .describe("The _id of the oldest review held: answers the reviews just older than it"),
});

/**
 * POST /api/reviews (spec §3, §5): the author is the caller, so the body names no email or id. The rating is
 * a whole number (never a string: "5" is refused, DESIGN §4 "no type coercion").
 */
export const createReviewBodySchema = z.strictObject({
  name: plainText()
    .trim()
    .min(1, REVIEW_TEXTS.nameRequired)
    .max(REVIEW_LIMITS.nameMaxChars, `Name must be at most ${REVIEW_LIMITS.nameMaxChars} characters`),
  rating: z
    .number({
      error: (issue) => (issue.input === undefined ? REVIEW_TEXTS.ratingRequired : REVIEW_TEXTS.ratingRange),
    })
    .int(REVIEW_TEXTS.ratingRange)
    .min(LIMITS.ratingMin, REVIEW_TEXTS.ratingRange)
    .max(LIMITS.ratingMax, REVIEW_TEXTS.ratingRange),
  details: plainText({ multiline: true })
    .trim()
    .min(1, REVIEW_TEXTS.detailsRequired)
    .max(
      REVIEW_LIMITS.detailsMaxChars,
      `Review details must be at most ${REVIEW_LIMITS.detailsMaxChars} characters`,
    ),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;
