import { updateMemberBodySchema, type CompanyMember } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS } from "@xpart/shared/texts";
import { useId, useState, type FormEvent } from "react";

import { FormError, messageOf } from "#src/components/form-field";
import { useUpdateLimits, type SpendingLimitsBody } from "#src/features/company/api/company";
import { ApiClientError } from "#src/lib/api-error";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";
import { useFieldErrors } from "#src/lib/use-field-errors";

const FIELDS = ["perOrderLimit", "monthlyLimit"] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  perOrderLimit: APPROVAL_TEXTS.perOrderLimit,
  monthlyLimit: APPROVAL_TEXTS.monthlyLimit,
};

/** A limit as its field shows it: '500', '1250.50', or empty for none. */
const shown = (dollars: number | null) =>
  dollars === null ? "" : Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);

/** A field as the API takes it: empty is no limit (null); '$1,250.50' reads as 1250.5; anything else as NaN. */
const limitOf = (text: string) => {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
  return cleaned === "" ? null : Number(cleaned);
};

function LimitField({
  field,
  value,
  error,
  busy,
  inputRef,
  onChange,
}: {
  field: Field;
  value: string;
  error: string | undefined;
  /** While the save runs: read-only (not disabled, so a refusal can still focus the field it names). */
  busy: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-medium whitespace-nowrap">
        {LABELS[field]}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={field}
        className={`input input-sm w-28 ${error ? "input-error" : ""}`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={APPROVAL_TEXTS.noLimit}
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="max-w-56 text-xs text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A company admin sets a buyer's spending limits in the members table (issue 40 item 4): per order and per
 * month, in dollars, an empty field for none (sent as null). Checked as the server checks; its 400 names the
 * field. Mount it keyed by the saved limits, so a save that changes them starts it afresh.
 */
export function LimitsForm({ member, name, email }: { member: CompanyMember; name: string; email: string }) {
  const update = useUpdateLimits(email);
  const [form, setForm] = useState<Record<Field, string>>({
    perOrderLimit: shown(member.perOrderLimit),
    monthlyLimit: shown(member.monthlyLimit),
  });
  const { errors, refFor, show, clear } = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    const limits: SpendingLimitsBody = {
      perOrderLimit: limitOf(form.perOrderLimit),
      monthlyLimit: limitOf(form.monthlyLimit),
    };
    const checked = updateMemberBodySchema.safeParse(limits);
    if (!checked.success) {
      show(checked.error.issues.map((issue) => [issue.path[0], issue.message]));
      return;
    }
    clear();
    update.mutate(
      { userId: member.userId, limits },
      {
        onSuccess: () => toast.success(COMPANY_PAGE_TEXTS.limitsSaved(name)),
        onError: (error) => {
          const fields = error instanceof ApiClientError ? error.fields : undefined;
          if (!show(Object.entries(fields ?? {}))) setFormError(messageOf(error));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={COMPANY_PAGE_TEXTS.limitsTitle(name)}
      className="mt-1 flex flex-col gap-1"
    >
      <div className="flex flex-wrap items-start gap-2">
        {FIELDS.map((field) => (
          <LimitField
            key={field}
            field={field}
            value={form[field]}
            error={errors[field]}
            busy={update.isPending}
            inputRef={refFor(field)}
            onChange={(value) => setForm((previous) => ({ ...previous, [field]: value }))}
          />
        ))}
        <button
          type="submit"
          className="btn btn-outline btn-sm mt-4.5"
          aria-label={`${COMPANY_PAGE_TEXTS.saveLimits} of ${name}`}
          aria-busy={update.isPending}
          disabled={update.isPending}
        >
          {update.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {COMPANY_PAGE_TEXTS.saveLimits}
        </button>
      </div>
      <p className="text-xs text-base-content/70">{COMPANY_PAGE_TEXTS.limitsHint}</p>
      <FormError message={formError} />
    </form>
  );
}
