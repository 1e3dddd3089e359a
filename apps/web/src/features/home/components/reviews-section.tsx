import { TEXTS } from "@xpart/shared/texts";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import { useReviews } from "#src/features/home/api/get-reviews";
import { latestReviews } from "#src/features/home/review-rules";

import { ReviewCard } from "./review-card";

const GRID = "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3";

/** Three review cards in grey, with the spec's spinner over them (HOME-17), while the reviews load. */
function ReviewsSkeleton() {
  return (
    <LoadingSkeleton className="relative">
      <ul aria-hidden="true" className={GRID}>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Skeleton className="h-44 w-full" />
          </li>
        ))}
      </ul>
      <span
        aria-hidden="true"
        className="loading absolute inset-0 m-auto loading-spinner loading-lg text-accent dark:text-primary"
      />
    </LoadingSkeleton>
  );
}

/** 'Customers Reviews' (HOME-16..24): the latest three, a spinner while loading, an error line on failure. */
export function ReviewsSection() {
  const reviews = useReviews();
  return (
    <section aria-labelledby="customer-reviews" className="mx-auto max-w-7xl px-4">
      <h2 id="customer-reviews" className="mb-6 text-3xl font-bold">
        {TEXTS.customersReviews}
      </h2>
      {reviews.isPending ? (
        <ReviewsSkeleton />
      ) : reviews.isError ? (
        <ErrorWithRetry error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <p className="rounded-box bg-base-200 py-8 text-center">{TEXTS.noReviews}</p>
      ) : (
        <ul className={GRID}>
          {latestReviews(reviews.data).map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
