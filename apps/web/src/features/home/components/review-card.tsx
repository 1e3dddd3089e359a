import { LIMITS, REVIEW_TEXTS } from "@xpart/shared/texts";
import { BadgeCheck, Star } from "lucide-react";

import type { WireReview } from "#src/features/home/api/get-reviews";
import { parseRating, reviewDate } from "#src/features/home/review-rules";

/**
 * A review (HOME-18): name, details and one filled star per rating point, the date, and 'Verified buyer' when
 * the author has a paid order. Text stays text (HOME-25).
 */
export function ReviewCard({ review }: { review: WireReview }) {
  const stars = parseRating(review.rating);
  const date = reviewDate(review.createdAt);
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="card-title text-lg break-words">{review.name}</h3>
          {review.verifiedBuyer && (
            <span className="badge gap-1 badge-outline text-sm font-medium text-base-content">
              <BadgeCheck aria-hidden="true" className="size-4 text-success" />
              {REVIEW_TEXTS.verifiedBuyer}
            </span>
          )}
        </div>
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
        {date && (
          <p className="mt-auto text-sm text-base-content/80">
            <time dateTime={date.iso}>{date.text}</time>
          </p>
        )}
      </div>
    </article>
  );
}
