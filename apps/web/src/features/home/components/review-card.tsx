import { LIMITS } from "@xpart/shared";
import { Star } from "lucide-react";

import type { WireReview } from "../api/get-reviews";

import { parseRating } from "./review-rules";

/** A review (HOME-18): name, details and one filled star per rating point. Text stays text (HOME-25). */
export function ReviewCard({ review }: { review: WireReview }) {
  const stars = parseRating(review.rating);
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h3 className="card-title text-lg">{review.name}</h3>
        <div
          role="img"
          aria-label={`Rated ${stars} out of ${LIMITS.ratingMax}`}
          className="flex min-h-5 gap-1 text-neutral"
        >
          {Array.from({ length: stars }, (_, index) => (
            <Star key={index} aria-hidden="true" className="size-5" fill="currentColor" data-star="filled" />
          ))}
        </div>
        <p className="break-words whitespace-pre-line">{review.details}</p>
      </div>
    </article>
  );
}
