import { createCompanyBodySchema } from "@xpart/shared/schemas";
import { COMPANY_TEXTS } from "@xpart/shared/texts";
import { Building2 } from "lucide-react";
import type { FormEvent } from "react";

import { FormCard } from "#src/components/form-card";
import { FormError } from "#src/components/form-field";
import { useCreateCompany } from "#src/features/company/api/company";
import { companyFormOf, useCompanyForm } from "#src/features/company/components/company-fields";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";

/**
 * 'Create a company' (issue 40) for a customer in none: its name, an optional tax ID and the billing address.
 * The creator becomes its first company admin, and the page then shows the company.
 */
export function CreateCompanyForm() {
  const create = useCreateCompany();
  const { fields, formError, check, refused } = useCompanyForm(companyFormOf(null));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = check(createCompanyBodySchema);
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => toast.success(COMPANY_TEXTS.companyCreated),
      onError: refused,
    });
  };

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-base-content/85">{COMPANY_PAGE_TEXTS.companyIntro}</p>
      <FormCard onSubmit={onSubmit} busy={create.isPending}>
        <h2 className="card-title">
          <Building2 aria-hidden="true" className="size-5" />
          {COMPANY_TEXTS.createCompany}
        </h2>
        {fields}
        <FormError message={formError} />
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={create.isPending}>
            {create.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {COMPANY_TEXTS.createCompany}
          </button>
        </div>
      </FormCard>
    </div>
  );
}
