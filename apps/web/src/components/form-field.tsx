import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  /** The field's message (in red), tied to the input so screen readers read it with the field. */
  error?: string | undefined;
  /** A quiet line under the field, e.g. the expected format. */
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A field's ids: its own, and those of its hint and message when it has them (its `aria-describedby`). */
export function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

/** A field's frame: its label above, its hint and message (in red) under it; the control is `children`. */
export function FieldFrame({
  label,
  ids,
  hint,
  error,
  children,
}: {
  label: string;
  ids: ReturnType<typeof useFieldIds>;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its validation message under it. */
export function FormField({ label, error, hint, ref, ...input }: FormFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error}>
      <input
        ref={ref}
        id={ids.id}
        className={`input w-full ${error ? "input-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  );
}

/** A failed request's message (the provider's words, spec §8), in red under the form and announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-error">
      {message}
    </p>
  );
}

/** The words to show for a failed request: the provider's message when there is one (spec §8). */
export function messageOf(error: unknown, fallback = "Something went wrong. Please try again."): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
