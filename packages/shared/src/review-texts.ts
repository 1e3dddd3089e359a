import { LIMITS } from "./limits.js";

/** Add Review texts (spec §2 Add review, §8). */
export const REVIEW_TEXTS = {
  addReview: "Add Review",
  reviewAdded: "Review Added Successfully...!",
  nameRequired: "Name is required",
  ratingRequired: "Rating is required",
  ratingRange: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`,
  detailsRequired: "Review details are required",
  alreadyReviewed: "You have already reviewed the shop. Thank you!",
  verifiedBuyer: "Verified buyer",
  reviewNotFound: "Review not found",
  notAReviewCursor: "is not the id of a review: start again from the newest page",
} as const;

/** `pageDefault`, `pageMax`: how many reviews GET /api/reviews answers at once (security finding L8). */
export const REVIEW_LIMITS = {
  nameMaxChars: 100,
  detailsMaxChars: 1000,
  pageDefault: 20,
  pageMax: 50,
} as const;
