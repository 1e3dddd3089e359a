import { REVIEW_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { checkReview, emptyReviewForm, reviewErrorsFrom } from "./review-form-rules";

describe("review form rules (REV-03..05, VAL-14/15)", () => {
  it("a new form carries the display name and nothing else", () => {
    expect(emptyReviewForm("Ann")).toEqual({ name: "Ann", rating: null, details: "" });
  });

  it("requires name, rating and details, each with its message", () => {
    expect(checkReview(emptyReviewForm(" "))).toEqual({
      ok: false,
      errors: {
        name: REVIEW_TEXTS.nameRequired,
        rating: REVIEW_TEXTS.ratingRequired,
        details: REVIEW_TEXTS.detailsRequired,
      },
    });
  });

  it.each([0, 5])("REV-04 accepts rating %i", (rating) => {
    expect(checkReview({ name: " Ann ", rating, details: " Fine. " })).toEqual({
      ok: true,
      body: { name: "Ann", rating, details: "Fine." },
    });
  });

  it.each([-1, 6, 4.5])("REV-04/05 refuses rating %d", (rating) => {
    expect(checkReview({ name: "Ann", rating, details: "Fine." })).toEqual({
      ok: false,
      errors: { rating: REVIEW_TEXTS.ratingRange },
    });
  });

  it("keeps the server's field messages for the form's fields only", () => {
    expect(reviewErrorsFrom({ rating: "bad", email: "is not allowed" })).toEqual({ rating: "bad" });
    expect(reviewErrorsFrom(undefined)).toEqual({});
  });
});
