import { inviteMemberBodySchema, type CompanyInvitation } from "@xpart/shared/schemas";
import { COMPANY_ROLE_LABELS, COMPANY_TEXTS, companyRoles, type CompanyRole } from "@xpart/shared/texts";
import { MailPlus, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";

import { FormError, FormField, messageOf } from "#src/components/form-field";
import { OptionList } from "#src/components/option-list";
import { useInvite, useWithdrawInvitation } from "#src/features/company/api/company";
import { ApiClientError } from "#src/lib/api-error";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { formatDate } from "#src/lib/format-date";
import { toast } from "#src/lib/lazy-toast";

const ROLE_OPTIONS = companyRoles.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

/** Invite someone by email, as a role; the server mails them the link (7 days). */
function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CompanyRole>("buyer");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const roleId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    setFormError(null);
    const checked = inviteMemberBodySchema.safeParse({ email, role });
    if (!checked.success) {
      setEmailError(checked.error.issues.find((issue) => issue.path[0] === "email")?.message);
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    invite.mutate(checked.data, {
      onSuccess: (sent) => {
        toast.success(COMPANY_TEXTS.invitationSent(sent.email));
        setEmail("");
      },
      onError: (error) => {
        const fieldMessage = error instanceof ApiClientError ? error.fields?.email : undefined;
        if (fieldMessage) {
          setEmailError(fieldMessage);
          emailRef.current?.focus();
        }
        setFormError(messageOf(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite a member" className="flex flex-col gap-3">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-start">
        <FormField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          required
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-medium">
            {COMPANY_TEXTS.role}
          </label>
          <select
            id={roleId}
            className="select w-full"
            value={role}
            onChange={(event) => setRole(companyRoles.find((r) => r === event.target.value) ?? "buyer")}
          >
            <OptionList options={ROLE_OPTIONS} />
          </select>
        </div>
        <button
          type="submit"
          className="btn btn-primary md:mt-6"
          disabled={invite.isPending}
          aria-busy={invite.isPending}
        >
          {invite.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <MailPlus aria-hidden="true" className="size-4" />
          )}
          {COMPANY_TEXTS.invite}
        </button>
      </div>
      <FormError message={formError} />
    </form>
  );
}

/**
 * Invitations (issue 40, company admins only): the invite form and the open invitations, each with its role,
 * its expiry and 'Withdraw', after which its link no longer works.
 */
export function InvitationsSection({ invitations }: { invitations: CompanyInvitation[] }) {
  const withdraw = useWithdrawInvitation();
  const [error, setError] = useState<string | null>(null);

  const onWithdraw = (invitation: CompanyInvitation) => {
    if (withdraw.isPending) return;
    setError(null);
    withdraw.mutate(invitation.id, {
      onSuccess: () => toast.success(COMPANY_PAGE_TEXTS.invitationWithdrawn(invitation.email)),
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  return (
    <section
      aria-labelledby="company-invitations"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="company-invitations" className="card-title">
          {COMPANY_TEXTS.invitations}
        </h2>
        <InviteForm />
        <h3 className="font-semibold">Open invitations</h3>
        {invitations.length === 0 ? (
          <p className="text-base-content/80">{COMPANY_PAGE_TEXTS.noInvitations}</p>
        ) : (
          <ul aria-label="Open invitations" className="flex flex-col gap-2">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-2 rounded-box border border-base-300 p-3 md:flex-row md:items-center md:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-all">{invitation.email}</p>
                  <p className="text-sm text-base-content/80">
                    {COMPANY_ROLE_LABELS[invitation.role]} · expires{" "}
                    <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-outline btn-sm self-start md:self-auto"
                  aria-label={`${COMPANY_TEXTS.revoke} the invitation to ${invitation.email}`}
                  disabled={withdraw.isPending}
                  onClick={() => onWithdraw(invitation)}
                >
                  <X aria-hidden="true" className="size-4" />
                  {COMPANY_TEXTS.revoke}
                </button>
              </li>
            ))}
          </ul>
        )}
        <FormError message={error} />
      </div>
    </section>
  );
}
