import type { Company } from "@xpart/shared/schemas";
import { COMPANY_LIMITS, COMPANY_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";
import type { z } from "zod";

import { messageOf } from "#src/components/form-field";
import { useTextForm, type TextInput } from "#src/components/text-fields";
import { ApiClientError } from "#src/lib/api-error";
import { issuesOf } from "#src/lib/use-field-errors";

/** The company's details, as the create form and 'Edit details' ask for them. */
const FIELDS = ["name", "taxId", "billingAddress"] as const;
type CompanyField = (typeof FIELDS)[number];
export type CompanyForm = Record<CompanyField, string>;

const INPUTS: Record<CompanyField, TextInput> = {
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

/**
 * The details form's state: what is typed, each field's message (the focus goes to the first), and the
 * refusal's message for the form as a whole. `check` reads the form with the server's own schema.
 */
export function useCompanyForm(initial: CompanyForm) {
  const { values: form, fields, show, clear } = useTextForm(FIELDS, INPUTS, initial);
  const [formError, setFormError] = useState<string | null>(null);

  /** The body to send, or null when the schema refuses it (its messages are shown). */
  function check<S extends z.ZodType>(schema: S): z.output<S> | null {
    setFormError(null);
    const checked = schema.safeParse(form);
    if (!checked.success) {
      show(issuesOf(checked.error));
      return null;
    }
    clear();
    return checked.data;
  }

  /** A refused request: its fields' messages under them, its message under the form. */
  const refused = (error: Error) => {
    const fields = error instanceof ApiClientError ? error.fields : undefined;
    show(Object.entries(fields ?? {}));
    setFormError(messageOf(error));
  };

  return { form, fields, formError, check, refused };
}
