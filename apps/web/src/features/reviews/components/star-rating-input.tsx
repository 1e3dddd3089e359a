import { LIMITS } from "@xpart/shared/texts";
import { Star } from "lucide-react";
import { useId, type Ref } from "react";

interface StarRatingInputProps {
  label: string;
  /** The chosen rating, or null before one is chosen. */
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
  /** The group, e.g. to move the focus into it when its message shows. */
  ref?: Ref<HTMLDivElement>;
}

const RATINGS = Array.from(
  { length: LIMITS.ratingMax - LIMITS.ratingMin + 1 },
  (_, index) => LIMITS.ratingMin + index,
);

const ratingName = (rating: number) => (rating === 1 ? "1 star" : `${rating} stars`);

/**
 * 'Rating out of 5' (REV-01/04/05): a native radio group drawn as stars, so it works as radios do. Tab enters
 * the group, the arrow keys move between the ratings and choose, Space chooses, and each option is announced
 * by its name ('4 stars'). 0 is a rating too, shown before the first star. Only whole numbers can be chosen.
 */
export function StarRatingInput({ label, value, onChange, error, ref }: StarRatingInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div
          ref={ref}
          role="radiogroup"
          aria-labelledby={labelId}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex items-center gap-1"
        >
          {RATINGS.map((rating) => {
            const chosen = value === rating;
            const filled = value !== null && rating > 0 && rating <= value;
            return (
              <label
                key={rating}
                className="relative cursor-pointer rounded-field p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
              >
                <input
                  type="radio"
                  name={id}
                  value={rating}
                  checked={chosen}
                  onChange={() => onChange(rating)}
                  aria-label={ratingName(rating)}
                  // Over its star, invisible: a click or tap anywhere on the star is on the radio itself.
                  className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
                />
                {rating === 0 ? (
                  <span
                    aria-hidden="true"
                    className={`grid size-7 place-items-center rounded-full border text-sm font-semibold ${
                      chosen ? "border-neutral bg-neutral text-neutral-content" : "border-base-content/60"
                    }`}
                  >
                    0
                  </span>
                ) : (
                  <Star
                    aria-hidden="true"
                    data-star={filled ? "filled" : "empty"}
                    className={`size-7 ${filled ? "text-neutral" : "text-base-content/60"}`}
                    fill={filled ? "currentColor" : "none"}
                  />
                )}
              </label>
            );
          })}
        </div>
        <span className="text-sm text-base-content/80">
          {value === null ? "Not rated yet" : `${value} out of ${LIMITS.ratingMax}`}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
