import { REVIEW_LIMITS, REVIEW_TEXTS } from "@xpart/shared/texts";
import { useId, useRef, useState, type FormEvent } from "react";

import { FormError, FormField, messageOf } from "#src/components/form-field";
import { useCreateReview } from "#src/features/reviews/api/create-review";
import {
  checkReview,
  emptyReviewForm,
  REVIEW_FIELDS,
  reviewErrorsFrom,
  type ReviewErrors,
  type ReviewField,
  type ReviewForm,
} from "#src/features/reviews/review-form-rules";
import { ApiClientError } from "#src/lib/api-error";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { toast } from "#src/lib/lazy-toast";

import { StarRatingInput } from "./star-rating-input";

/**
 * The Add Review form (spec §2 Add review, REV-01..07): Name (the display name, editable), Rating out of 5 and
 * Review Details, checked with the server's own schema before anything is sent. Success says 'Review Added
 * Successfully...!' and starts a new form; a refusal keeps everything typed and says why, under the field it
 * concerns when the server names one. After a 409 the customer has reviewed already, and the button rests.
 */
export function AddReviewForm({ displayName }: { displayName: string }) {
  const [form, setForm] = useState<ReviewForm>(() => emptyReviewForm(displayName));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [alreadyReviewed, setAlreadyReviewed] = useState(false);
  const create = useCreateReview();
  const detailsId = useId();
  const refs = useRef<Partial<Record<ReviewField, HTMLElement | null>>>({});
  // A double click submits twice before React re-renders with isPending: this ref sees the first at once.
  const inFlight = useRef(false);

  const focusField = (field: ReviewField) => {
    const element = refs.current[field];
    // The rating's group takes the focus on its chosen star, else on its first option.
    const target =
      field === "rating"
        ? (element?.querySelector<HTMLElement>("input:checked") ?? element?.querySelector("input"))
        : element;
    target?.focus();
  };

  // After the first submit, the messages follow the typing.
  const update = (next: ReviewForm) => {
    setForm(next);
    if (submitted) {
      const result = checkReview(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || alreadyReviewed) return;
    setSubmitted(true);
    setServerError(null);
    const result = checkReview(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = REVIEW_FIELDS.find((field) => result.errors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    inFlight.current = true;
    create.mutate(
      { review: result.body, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast.success(REVIEW_TEXTS.reviewAdded);
          setForm(emptyReviewForm(displayName));
          setSubmitted(false);
        },
        onError: (error) => {
          const conflict = error instanceof ApiClientError && error.status === 409;
          if (conflict) setAlreadyReviewed(true);
          const fieldErrors = error instanceof ApiClientError ? reviewErrorsFrom(error.fields) : {};
          setErrors(fieldErrors);
          const first = REVIEW_FIELDS.find((field) => fieldErrors[field]);
          if (first) focusField(first);
          setServerError(conflict ? REVIEW_TEXTS.alreadyReviewed : messageOf(error));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const busy = create.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-5 sm:p-6">
        <FormField
          ref={(element) => {
            refs.current.name = element;
          }}
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={REVIEW_LIMITS.nameMaxChars}
          hint="Shown with your review."
          value={form.name}
          error={errors.name}
          onChange={(event) => update({ ...form, name: event.target.value })}
        />
        <StarRatingInput
          ref={(element) => {
            refs.current.rating = element;
          }}
          label="Rating out of 5"
          value={form.rating}
          error={errors.rating}
          onChange={(rating) => update({ ...form, rating })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={detailsId} className="text-sm font-medium">
            Review Details
          </label>
          <textarea
            id={detailsId}
            ref={(element) => {
              refs.current.details = element;
            }}
            name="details"
            rows={5}
            maxLength={REVIEW_LIMITS.detailsMaxChars}
            className={`textarea w-full ${errors.details ? "textarea-error" : ""}`}
            value={form.details}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={errors.details ? `${detailsId}-error` : undefined}
            onChange={(event) => update({ ...form, details: event.target.value })}
          />
          {errors.details && (
            <p id={`${detailsId}-error`} className="text-sm text-error">
              {errors.details}
            </p>
          )}
        </div>
        <FormError message={serverError} />
        <div className="card-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || alreadyReviewed}
            aria-busy={busy}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {REVIEW_TEXTS.addReview}
          </button>
        </div>
      </div>
    </form>
  );
}
