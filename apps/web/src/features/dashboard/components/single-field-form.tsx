import { useRef, useState, type FormEvent, type InputHTMLAttributes } from "react";

import { FormError, FormField, messageOf } from "#src/components/form-field";
import { ONE_TIME_CODE_INPUT, oneTimeCodeError } from "#src/lib/auth/one-time-code";

interface SingleFieldFormProps {
  label: string;
  submitLabel: string;
  hint?: string;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "placeholder">;
  /** A message when the value cannot be sent as it is; nothing is sent then. */
  validate?: (value: string) => string | undefined;
  /** Its failure's message shows in red under the field. */
  onSubmit: (value: string) => Promise<void>;
  onCancel?: () => void;
}

/** One step of a two-factor flow: a password, a phone number or a code, and a button. */
export function SingleFieldForm({
  label,
  submitLabel,
  hint,
  input,
  validate,
  onSubmit,
  onCancel,
}: SingleFieldFormProps) {
  const [value, setValue] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldError = submitted ? validate?.(value.trim()) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (validate?.(value.trim())) {
      field.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit(input?.type === "password" ? value : value.trim());
    } catch (cause) {
      setError(messageOf(cause));
      field.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormField
        ref={field}
        label={label}
        hint={hint}
        // A step opens when the previous one is done: its field is where the person continues.
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
        {...input}
      />
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-accent btn-sm" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

const PASSWORD_INPUT = { type: "password", autoComplete: "current-password" } as const;
const PASSWORD_HINT = "Accounts made with Google have no password: leave it empty.";

type StepProps = Pick<SingleFieldFormProps, "submitLabel" | "onSubmit" | "onCancel">;

/** A step that asks for the account's password; an account made with Google leaves it empty. */
export function PasswordStep({ label = "Your password", ...props }: StepProps & { label?: string }) {
  return <SingleFieldForm label={label} hint={PASSWORD_HINT} input={PASSWORD_INPUT} {...props} />;
}

/** A step that asks for a six-digit code, from a text message or an authenticator app. */
export function CodeStep(props: StepProps & { label: string }) {
  return <SingleFieldForm input={ONE_TIME_CODE_INPUT} validate={oneTimeCodeError} {...props} />;
}
