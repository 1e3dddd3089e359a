import type { Ref, TextareaHTMLAttributes } from "react";

import { FieldFrame, useFieldIds } from "#src/components/form-field";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> {
  label: string;
  /** The field's message (in red), tied to the field so screen readers read it with it. */
  error?: string | undefined;
  /** A quiet line under the field, e.g. how many characters are left. */
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint and validation message under it, as FormField is for an input. */
export function TextAreaField({ label, error, hint, ref, rows = 3, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={ids.id}
        rows={rows}
        className={`textarea w-full ${error ? "textarea-error" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
}
