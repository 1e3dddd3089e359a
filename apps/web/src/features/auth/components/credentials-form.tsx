import { useRef, useState, type FormEvent } from "react";

import { FormField } from "#src/components/form-field";
import {
  credentialErrors,
  type CredentialErrors,
  type CredentialField,
  type CredentialValues,
} from "#src/features/auth/credential-rules";

const FIELDS: Record<
  CredentialField,
  { label: string; type: string; autoComplete: (newAccount: boolean) => string }
> = {
  name: { label: "Name", type: "text", autoComplete: () => "name" },
  email: { label: "Email", type: "email", autoComplete: () => "email" },
  password: {
    label: "Password",
    type: "password",
    autoComplete: (newAccount) => (newAccount ? "new-password" : "current-password"),
  },
};

interface CredentialsFormProps {
  fields: CredentialField[];
  submitLabel: string;
  /**
   * Sign-up and reset: the password is being set, so the shared new-password rules apply, and the browser
   * offers to make one up instead of filling a saved one.
   */
  newAccount?: boolean;
  /** Called only with valid values (spec §5: no request while a field is invalid). */
  onSubmit: (values: Required<CredentialValues>) => Promise<void>;
}

/**
 * The email/password form of /login and /signup. Messages show after the first submit and then follow the
 * typing; the first invalid field takes the focus.
 */
export function CredentialsForm({ fields, submitLabel, newAccount = false, onSubmit }: CredentialsFormProps) {
  const [values, setValues] = useState<CredentialValues>(() =>
    Object.fromEntries(fields.map((field) => [field, ""])),
  );
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<CredentialField, HTMLInputElement | null>>>({});
  const errors: CredentialErrors = submitted ? credentialErrors(values, { newPassword: newAccount }) : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = credentialErrors(values, { newPassword: newAccount });
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit({
        name: values.name?.trim() ?? "",
        email: values.email?.trim() ?? "",
        password: values.password ?? "",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    // POST: a form sent before the page's script has hydrated it (issue 24) never puts a password in the address.
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {fields.map((field) => (
        <FormField
          key={field}
          ref={(input) => {
            inputs.current[field] = input;
          }}
          label={FIELDS[field].label}
          type={FIELDS[field].type}
          name={field}
          autoComplete={FIELDS[field].autoComplete(newAccount)}
          value={values[field] ?? ""}
          onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
          error={errors[field]}
        />
      ))}
      <button type="submit" className="btn btn-accent mt-2 w-full" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
