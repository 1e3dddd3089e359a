import { useId, type ReactNode } from "react";

interface FieldProps {
  label: string;
  /** A line under the control: the error when there is one, else the hint. */
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled form control (DESIGN §10: every field labelled), its hint, and its error in red. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      {children({ id, describedBy: note ? noteId : undefined, invalid: !!error })}
      {note && (
        <p
          id={noteId}
          className={`label text-xs whitespace-normal ${error ? "text-error" : "text-base-content/80"}`}
        >
          {note}
        </p>
      )}
    </div>
  );
}
