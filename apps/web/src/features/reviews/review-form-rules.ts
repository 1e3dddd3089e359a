import { createReviewBodySchema, type CreateReviewBody } from "@xpart/shared/schemas";

/** The Add Review form as it stands: no rating until a star (or 0) is chosen. */
export interface ReviewForm {
  name: string;
  rating: number | null;
  details: string;
}

export type ReviewField = keyof ReviewForm;
export type ReviewErrors = Partial<Record<ReviewField, string>>;
type CheckedReview = { ok: true; body: CreateReviewBody } | { ok: false; errors: ReviewErrors };

/** The fields in the order they are shown: the first one with a message takes the focus. */
export const REVIEW_FIELDS = ["name", "rating", "details"] as const satisfies readonly ReviewField[];

const isReviewField = (key: unknown): key is ReviewField => REVIEW_FIELDS.includes(key as ReviewField);

/** A new form: the name is the signed-in display name (REV-07), the rest empty. */
export const emptyReviewForm = (name: string): ReviewForm => ({ name, rating: null, details: "" });

/**
 * Checks the form with the server's own schema (REV-03..05, VAL-14/15): name, rating and details required,
 * the rating a whole number from 0 to 5, the lengths capped. The body sent is the schema's output (trimmed).
 */
export function checkReview(form: ReviewForm): CheckedReview {
  const result = createReviewBodySchema.safeParse({
    name: form.name,
    rating: form.rating ?? undefined,
    details: form.details,
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: ReviewErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    errors[isReviewField(key) ? key : "details"] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's field messages of a 400 (`{fields}`) that belong to a field of the form. */
export function reviewErrorsFrom(fields: Readonly<Record<string, string>> | undefined): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) if (isReviewField(key)) errors[key] = message;
  return errors;
}
