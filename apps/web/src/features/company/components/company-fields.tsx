import type { Company } from "@xpart/shared/schemas";
import { COMPANY_LIMITS, COMPANY_TEXTS } from "@xpart/shared/texts";
import { useRef, useState } from "react";
import type { z } from "zod";

import { FormField, messageOf } from "#src/components/form-field";
import { ApiClientError } from "#src/lib/api-error";

/** The company's details, as the create form and 'Edit details' ask for them. */
const FIELDS = ["name", "taxId", "billingAddress"] as const;
type CompanyField = (typeof FIELDS)[number];
export type CompanyForm = Record<CompanyField, string>;
type CompanyErrors = Partial<Record<CompanyField, string>>;

const INPUTS: Record<
  CompanyField,
  { label: string; maxLength: number; autoComplete: string; required: boolean; hint?: string }
> = {
  name: {
    label: "Company name",
    maxLength: COMPANY_LIMITS.nameChars,
    autoComplete: "organization",
    required: true,
  },
  taxId: {
    label: `${COMPANY_TEXTS.taxId} (optional)`,
    maxLength: COMPANY_LIMITS.taxIdChars,
    autoComplete: "off",
    required: false,
    hint: "Printed on the company's invoices.",
  },
  billingAddress: {
    label: COMPANY_TEXTS.billingAddress,
    maxLength: COMPANY_LIMITS.billingAddressChars,
    autoComplete: "street-address",
    required: true,
    hint: "On one line, e.g. 2 Depot Road, Leeds LS1 4AP",
  },
};

export const companyFormOf = (company: Company | null): CompanyForm => ({
  name: company?.name ?? "",
  taxId: company?.taxId ?? "",
  billingAddress: company?.billingAddress ?? "",
});

/** The first message per field of a refusal: the client's check or the server's 400 `fields`. */
function errorsFrom(issues: { path: PropertyKey[]; message: string }[]): CompanyErrors {
  const errors: CompanyErrors = {};
  for (const { path, message } of issues) {
    const field = FIELDS.find((f) => f === path[0]);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * The details form's state: what is typed, each field's message (the focus goes to the first), and the
 * refusal's message for the form as a whole. `check` reads the form with the server's own schema.
 */
export function useCompanyForm(initial: CompanyForm) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<CompanyField, HTMLInputElement | null>>>({});

  const showErrors = (found: CompanyErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  /** The body to send, or null when the schema refuses it (its messages are shown). */
  function check<S extends z.ZodType>(schema: S): z.output<S> | null {
    setFormError(null);
    const checked = schema.safeParse(form);
    if (!checked.success) {
      showErrors(errorsFrom(checked.error.issues));
      return null;
    }
    setErrors({});
    return checked.data;
  }

  /** A refused request: its fields' messages under them, its message under the form. */
  const refused = (error: Error) => {
    const fields = error instanceof ApiClientError ? error.fields : undefined;
    showErrors(errorsFrom(Object.entries(fields ?? {}).map(([f, message]) => ({ path: [f], message }))));
    setFormError(messageOf(error));
  };

  const fields = (
    <>
      {FIELDS.map((field) => {
        const { label, required, ...input } = INPUTS[field];
        return (
          <FormField
            key={field}
            ref={(element) => {
              refs.current[field] = element;
            }}
            label={label}
            name={field}
            required={required}
            value={form[field]}
            error={errors[field]}
            {...input}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
          />
        );
      })}
    </>
  );

  return { form, fields, formError, check, refused };
}
