import { ACCOUNT_TEXTS, REVIEW_TEXTS } from "@xpart/shared/texts";

import { AddReviewForm } from "#src/features/reviews/components/add-review-form";
import { useAuth } from "#src/lib/auth/auth-context";

/** Add Review (spec §2, /dashboard/review): a customer's review of the shop, shown on the home page. */
export function AddReviewPage() {
  const { user } = useAuth();
  return (
    <section className="p-4 sm:p-6">
      <title>{`${REVIEW_TEXTS.addReview} | X-Part`}</title>
      <h1 className="mb-2 text-3xl font-bold">{REVIEW_TEXTS.addReview}</h1>
      <p className="mb-6 text-base-content/80">Tell other buyers how X-Part served you.</p>
      {user ? (
        // Another user (after a sign-in as someone else) starts from their own name.
        <AddReviewForm key={user.email} displayName={user.displayName ?? ""} />
      ) : (
        <p role="alert" className="text-error">
          {ACCOUNT_TEXTS.noUserLoggedIn}
        </p>
      )}
    </section>
  );
}
