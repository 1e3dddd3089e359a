import { adminUpdateCompanyBodySchema, type AdminCompany, type Company } from "@xpart/shared/schemas";
import { COMPANY_LIMITS, COMPANY_ROLE_LABELS, COMPANY_TEXTS } from "@xpart/shared/texts";
import { useState, type FormEvent } from "react";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { FormError, FormField } from "#src/components/form-field";
import { Modal } from "#src/components/modal";
import { Spinner } from "#src/components/spinner";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useAdminCompany, useUpdateCompanyAsShop } from "#src/features/admin/api/companies";
import { CompanyAccount } from "#src/features/admin/components/company-account";
import { CompanyPrices } from "#src/features/admin/components/company-prices";
import { ApiClientError } from "#src/lib/api-error";
import { CompanySwitches, type CompanySwitch } from "#src/lib/company/company-switches";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { formatDate } from "#src/lib/format-date";
import { toast } from "#src/lib/lazy-toast";
import { useFieldErrors } from "#src/lib/use-field-errors";

const SWITCHES: readonly CompanySwitch[] = ["taxExempt", "requirePoNumber", "buyersSeeAllOrders"];

const FIELDS = ["name", "taxId", "billingAddress"] as const;
type Field = (typeof FIELDS)[number];
const INPUTS: Record<Field, { label: string; maxLength: number }> = {
  name: { label: "Company name", maxLength: COMPANY_LIMITS.nameChars },
  taxId: { label: `${COMPANY_TEXTS.taxId} (optional)`, maxLength: COMPANY_LIMITS.taxIdChars },
  billingAddress: { label: COMPANY_TEXTS.billingAddress, maxLength: COMPANY_LIMITS.billingAddressChars },
};

/** The company's switches, each saved at once: tax exemption (the shop's alone) and the company's two choices. */
function Switches({ company }: { company: Company }) {
  const update = useUpdateCompanyAsShop(company.id);
  const failed = useAdminFailure();
  const toggle = (key: CompanySwitch, on: boolean) => {
    if (update.isPending) return;
    update.mutate(
      { [key]: on },
      { onSuccess: () => toast.success(`${COMPANY_TEXTS[key]}: ${on ? "on" : "off"}`), onError: failed },
    );
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">Settings</legend>
      <CompanySwitches company={company} switches={SWITCHES} busy={update.isPending} onToggle={toggle} />
    </fieldset>
  );
}

/** The company's details as the shop edits them, with the server's messages under the fields. */
function DetailsForm({ company }: { company: Company }) {
  const update = useUpdateCompanyAsShop(company.id);
  const failed = useAdminFailure();
  const [form, setForm] = useState<Record<Field, string>>({
    name: company.name,
    taxId: company.taxId ?? "",
    billingAddress: company.billingAddress,
  });
  const { errors, refFor, show, clear } = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    const checked = adminUpdateCompanyBodySchema.safeParse(form);
    if (!checked.success) return show(checked.error.issues.map((issue) => [issue.path[0], issue.message]));
    clear();
    update.mutate(checked.data, {
      onSuccess: () => toast.success(COMPANY_PAGE_TEXTS.companyUpdated),
      onError: (error) => {
        const fields = error instanceof ApiClientError ? error.fields : undefined;
        show(Object.entries(fields ?? {}));
        setFormError(failed(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Company details" className="flex flex-col gap-3">
      {FIELDS.map((field) => (
        <FormField
          key={field}
          ref={refFor(field)}
          name={field}
          required={field !== "taxId"}
          value={form[field]}
          error={errors[field]}
          {...INPUTS[field]}
          onChange={(event) => setForm({ ...form, [field]: event.target.value })}
        />
      ))}
      <FormError message={formError} />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          {update.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save details
        </button>
      </div>
    </form>
  );
}

function Detail({ detail }: { detail: AdminCompany }) {
  const { company, members, invitations } = detail;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-base-content/80">
        Created <time dateTime={company.createdAt}>{formatDate(company.createdAt)}</time>
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <DetailsForm key={company.id} company={company} />
        <Switches company={company} />
      </div>
      <section aria-labelledby="company-dialog-members">
        <h3 id="company-dialog-members" className="mb-2 font-semibold">
          {COMPANY_TEXTS.members} ({members.length})
        </h3>
        <ul className="flex flex-col gap-2">
          {members.map((member) => (
            <li
              key={member.userId}
              className="flex flex-col gap-1 rounded-box border border-base-300 p-2 text-sm md:flex-row md:items-center md:justify-between"
            >
              <span className="min-w-0">
                <span className="font-medium wrap-anywhere">{member.name || member.email}</span>{" "}
                <span className="break-all text-base-content/80">{member.email}</span>
              </span>
              <span className="text-base-content/80">
                {COMPANY_ROLE_LABELS[member.role]} · joined{" "}
                <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-dialog-invitations">
        <h3 id="company-dialog-invitations" className="mb-2 font-semibold">
          Open invitations ({invitations.length})
        </h3>
        {invitations.length === 0 ? (
          <p className="text-sm text-base-content/80">{COMPANY_PAGE_TEXTS.noInvitations}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="rounded-box border border-base-300 p-2 text-sm">
                <span className="font-medium break-all">{invitation.email}</span>
                <span className="text-base-content/80">
                  {" "}
                  · {COMPANY_ROLE_LABELS[invitation.role]} · expires{" "}
                  <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CompanyAccount companyId={company.id} />
      <CompanyPrices companyId={company.id} companyName={company.name} />
    </div>
  );
}

/**
 * One company as the shop sees it (issue 40): its details and settings, editable, tax exemption with them;
 * its members and roles, its open invitations, its payment terms and account (issue 41) and its price list.
 * Opened from the Companies list, for one company at a time.
 */
export function CompanyDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const detail = useAdminCompany(id);
  return (
    <Modal
      open
      onClose={onClose}
      title={detail.data?.company.name ?? name}
      className="max-w-3xl"
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Done
        </button>
      }
    >
      {detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <ErrorWithRetry error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Detail detail={detail.data} />
      )}
    </Modal>
  );
}
