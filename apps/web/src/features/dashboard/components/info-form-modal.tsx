import { INFO_TEXTS, type InfoRecord } from "@xpart/shared/schemas";
import { useRef, useState, useId, type FormEvent } from "react";

import { ActionModal } from "#src/components/action-modal";
import { FormError, FormField, messageOf } from "#src/components/form-field";
import { useAddInfo, useUpdateInfo } from "#src/features/dashboard/api/save-info";
import {
  checkInfoUpdate,
  checkNewInfo,
  INFO_FIELDS,
  INFO_LABELS,
  infoErrorsFrom,
  infoFormFor,
  type InfoErrors,
  type InfoField,
  type InfoForm,
} from "#src/features/dashboard/info-rules";
import { ApiClientError } from "#src/lib/api-error";
import { toast } from "#src/lib/lazy-toast";

const INPUTS: Record<
  InfoField,
  { type?: string; inputMode?: "tel" | "url"; autoComplete: string; placeholder?: string; maxLength: number }
> = {
  studyIn: { autoComplete: "off", maxLength: 100 },
  livesIn: { autoComplete: "address-level2", maxLength: 100 },
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 30 },
  facebook: {
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    placeholder: "https://facebook.com/…",
    maxLength: 200,
  },
  linkedin: {
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    placeholder: "https://linkedin.com/in/…",
    maxLength: 200,
  },
  github: {
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    placeholder: "https://github.com/…",
    maxLength: 200,
  },
};

const SOCIAL: readonly InfoField[] = ["facebook", "linkedin", "github"];
const fieldLabel = (field: InfoField) =>
  SOCIAL.includes(field) ? `${INFO_LABELS[field]} link` : INFO_LABELS[field];

const HINTS: Partial<Record<InfoField, string>> = {
  phone: "7 to 15 digits; spaces, dashes and a leading + are fine.",
};

interface InfoFormModalProps {
  /** The signed-in email: shown read-only, and whose record this is. */
  email: string;
  /** The stored record to update, or null to add one. */
  record: InfoRecord | null;
  onClose: () => void;
}

/**
 * The 'Add Info' or 'Update' modal (PROF-07..13): the signed-in email read-only, then study place, home town,
 * phone and the three profile links, checked with the server's rules. Add sends every field ('Info added
 * successfully'); Update sends only what changed, with the spec's `updated*` names ('Updated Successfully').
 * A refusal keeps everything typed and says why, under the field when the server names one.
 */
export function InfoFormModal({ email, record, onClose }: InfoFormModalProps) {
  const [form, setForm] = useState<InfoForm>(() => infoFormFor(record));
  const [errors, setErrors] = useState<InfoErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddInfo(email);
  const update = useUpdateInfo(email);
  const formId = useId();
  const refs = useRef<Partial<Record<InfoField, HTMLInputElement | null>>>({});
  // The dialog opens on the first field to fill in, past the read-only email.
  const firstField = useRef<HTMLInputElement | null>(null);
  const busy = add.isPending || update.isPending;

  const check = (next: InfoForm) => (record ? checkInfoUpdate(next, record) : checkNewInfo(next, email));

  const change = (field: InfoField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (submitted) {
      const result = check(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const showErrors = (found: InfoErrors) => {
    setErrors(found);
    const first = INFO_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onError = (error: Error) => {
    showErrors(error instanceof ApiClientError ? infoErrorsFrom(error.fields) : {});
    setServerError(messageOf(error));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerError(null);
    if (record) {
      const result = checkInfoUpdate(form, record);
      if (!result.ok) return showErrors(result.errors);
      setErrors({});
      if (Object.keys(result.body).length === 0) {
        setServerError("Nothing has changed yet: edit a field to update it.");
        return;
      }
      update.mutate(result.body, {
        onSuccess: () => {
          toast.success(INFO_TEXTS.updated);
          onClose();
        },
        onError,
      });
    } else {
      const result = checkNewInfo(form, email);
      if (!result.ok) return showErrors(result.errors);
      setErrors({});
      add.mutate(result.body, {
        onSuccess: () => {
          toast.success(INFO_TEXTS.infoAdded);
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <ActionModal
      title={record ? "Update info" : INFO_TEXTS.addInfo}
      busy={busy}
      cancelLabel="Cancel"
      confirmLabel="Save"
      onCancel={onClose}
      form={formId}
      initialFocus={firstField}
      className="sm:max-w-2xl"
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            label="Email"
            type="email"
            value={email}
            readOnly
            autoComplete="email"
            hint="Your account's email; it cannot be changed here."
          />
        </div>
        {INFO_FIELDS.map((field) => (
          <FormField
            key={field}
            ref={(element) => {
              refs.current[field] = element;
              if (field === INFO_FIELDS[0]) firstField.current = element;
            }}
            label={fieldLabel(field)}
            name={field}
            value={form[field]}
            error={errors[field]}
            hint={HINTS[field]}
            {...INPUTS[field]}
            onChange={(event) => change(field, event.target.value)}
          />
        ))}
      </form>
      <div className="mt-4">
        <FormError message={serverError} />
      </div>
    </ActionModal>
  );
}
