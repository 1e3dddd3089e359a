import { updateCompanyBodySchema, type Company } from "@xpart/shared/schemas";
import { COMPANY_TEXTS } from "@xpart/shared/texts";
import { Pencil } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import { ActionModal } from "#src/components/action-modal";
import { FormError, messageOf } from "#src/components/form-field";
import { useUpdateCompany } from "#src/features/company/api/company";
import { companyFormOf, useCompanyForm } from "#src/features/company/components/company-fields";
import { CompanySwitches, type CompanySwitch } from "#src/lib/company/company-switches";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";

const SWITCHES: readonly CompanySwitch[] = ["requirePoNumber", "buyersSeeAllOrders"];

const yesNo = (on: boolean) => (on ? "Yes" : "No");

/** 'Edit details': name, tax ID and billing address, with the server's messages under the fields. */
function EditDetailsModal({
  company,
  email,
  onClose,
}: {
  company: Company;
  email: string;
  onClose: () => void;
}) {
  const update = useUpdateCompany(email);
  const { fields, formError, check, refused } = useCompanyForm(companyFormOf(company));
  const formId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = check(updateCompanyBodySchema);
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => {
        toast.success(COMPANY_PAGE_TEXTS.companyUpdated);
        onClose();
      },
      onError: refused,
    });
  };

  return (
    <ActionModal
      title={COMPANY_PAGE_TEXTS.editDetails}
      busy={update.isPending}
      cancelLabel="Cancel"
      confirmLabel="Save details"
      onCancel={onClose}
      form={formId}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        {fields}
      </form>
      <div className="mt-4">
        <FormError message={formError} />
      </div>
    </ActionModal>
  );
}

/**
 * The company's details and its two choices (issue 40). A company admin edits the details in a dialog and
 * turns each choice on or off at once; everyone else reads them. Tax exemption is the shop's to set: shown only.
 */
export function CompanyDetails({
  company,
  email,
  canManage,
}: {
  company: Company;
  email: string;
  canManage: boolean;
}) {
  const update = useUpdateCompany(email);
  const [editing, setEditing] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);

  const toggle = (key: CompanySwitch, on: boolean) => {
    if (update.isPending) return;
    setSwitchError(null);
    update.mutate(
      { [key]: on },
      {
        onSuccess: () => toast.success(COMPANY_PAGE_TEXTS.companyUpdated),
        onError: (error) => setSwitchError(messageOf(error)),
      },
    );
  };

  return (
    <section aria-labelledby="company-details" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="company-details" className="card-title">
            Details
          </h2>
          {canManage && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {COMPANY_PAGE_TEXTS.editDetails}
            </button>
          )}
        </div>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-medium">Name</dt>
          <dd className="wrap-anywhere">{company.name}</dd>
          <dt className="font-medium">{COMPANY_TEXTS.taxId}</dt>
          <dd className="wrap-anywhere">{company.taxId ?? "None"}</dd>
          <dt className="font-medium">{COMPANY_TEXTS.billingAddress}</dt>
          <dd className="wrap-anywhere">{company.billingAddress}</dd>
          <dt className="font-medium">{COMPANY_TEXTS.taxExempt}</dt>
          <dd>{company.taxExempt ? "Yes (set by the shop)" : "No"}</dd>
          {!canManage &&
            SWITCHES.map((key) => (
              <div key={key} className="contents">
                <dt className="font-medium">{COMPANY_TEXTS[key]}</dt>
                <dd>{yesNo(company[key])}</dd>
              </div>
            ))}
        </dl>
        {canManage && (
          <fieldset className="flex flex-col gap-3 border-t border-base-300 pt-4">
            <legend className="sr-only">Company choices</legend>
            <CompanySwitches
              company={company}
              switches={SWITCHES}
              busy={update.isPending}
              onToggle={toggle}
            />
            <FormError message={switchError} />
          </fieldset>
        )}
      </div>
      {editing && <EditDetailsModal company={company} email={email} onClose={() => setEditing(false)} />}
    </section>
  );
}
