import type { CompanyMember, MyCompany } from "@xpart/shared/schemas";
import {
  COMPANY_ROLE_LABELS,
  COMPANY_TEXTS,
  companyRoles,
  formatMoney,
  APPROVAL_TEXTS,
  type CompanyRole,
} from "@xpart/shared/texts";
import { UserMinus } from "lucide-react";
import { useState } from "react";

import { ColumnHeads } from "#src/components/column-heads";
import { ConfirmDialog } from "#src/components/confirm-dialog";
import { FormError, messageOf } from "#src/components/form-field";
import { OptionList } from "#src/components/option-list";
import { useChangeRole, useRemoveMember } from "#src/features/company/api/company";
import { LimitsForm } from "#src/features/company/components/limits-form";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { formatDate } from "#src/lib/format-date";
import { toast } from "#src/lib/lazy-toast";

const ROLE_OPTIONS = companyRoles.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

/**
 * Below 768 px a row is a card: the name on top, then each value named by its column (the cell's
 * `data-label`, shown by CSS), so the page never scrolls sideways.
 */
const PHONE_TABLE = "max-md:block";
const PHONE_ROW =
  "max-md:flex max-md:flex-col max-md:gap-1 max-md:border-b max-md:border-base-300 max-md:px-1 max-md:py-3";
const PHONE_CELL = "max-md:block max-md:p-0";
const PHONE_NAMED_CELL = `${PHONE_CELL} max-md:before:text-sm max-md:before:text-base-content/70 max-md:before:content-[attr(data-label)_':_']`;

/** A member's name, or their email when they gave none. */
const nameOf = (member: CompanyMember) => member.name.trim() || member.email;

const limitText = (dollars: number | null) =>
  dollars === null ? APPROVAL_TEXTS.noLimit : formatMoney(dollars);

/**
 * A buyer's spending limits (issue 40 item 4), read by every member; a company admin sets them here. Only
 * buyers have limits: over one, their order waits for an approver.
 */
function LimitsCell({
  member,
  name,
  canManage,
  email,
}: {
  member: CompanyMember;
  name: string;
  canManage: boolean;
  email: string;
}) {
  if (member.role !== "buyer")
    return (
      <>
        <span aria-hidden="true" className="text-base-content/70">
          —
        </span>
        <span className="sr-only">{COMPANY_PAGE_TEXTS.onlyBuyersHaveLimits}</span>
      </>
    );
  return (
    <div className="flex flex-col items-start gap-0.5">
      <span className="block">
        {COMPANY_PAGE_TEXTS.perOrder}: {limitText(member.perOrderLimit)}
      </span>
      <span className="block">
        {COMPANY_PAGE_TEXTS.perMonth}: {limitText(member.monthlyLimit)}
      </span>
      {canManage && (
        // Afresh whenever the saved limits change.
        <LimitsForm
          key={`${member.perOrderLimit}/${member.monthlyLimit}`}
          member={member}
          name={name}
          email={email}
        />
      )}
    </div>
  );
}

interface RowProps {
  member: CompanyMember;
  self: boolean;
  canManage: boolean;
  busy: boolean;
  onRole: (member: CompanyMember, role: CompanyRole) => void;
  onRemove: (member: CompanyMember) => void;
  /** The company admin's email: whose company answer a save of limits updates. */
  email: string;
}

function MemberRow({ member, self, canManage, busy, onRole, onRemove, email }: RowProps) {
  const name = nameOf(member);
  return (
    <tr className={PHONE_ROW}>
      <th scope="row" className={`${PHONE_CELL} font-semibold wrap-anywhere`}>
        {name}
        {self && <span className="ml-2 text-sm font-normal text-base-content/75">(you)</span>}
      </th>
      <td className={`${PHONE_NAMED_CELL} break-all`} data-label="Email">
        {member.email}
      </td>
      <td className={PHONE_NAMED_CELL} data-label={COMPANY_TEXTS.role}>
        {canManage ? (
          <select
            className="select select-sm w-full max-w-48 max-md:mt-1 max-md:block"
            aria-label={`${COMPANY_TEXTS.role} of ${name}`}
            value={member.role}
            disabled={busy}
            onChange={(event) => {
              const role = companyRoles.find((r) => r === event.target.value);
              if (role && role !== member.role) onRole(member, role);
            }}
          >
            <OptionList options={ROLE_OPTIONS} />
          </select>
        ) : (
          COMPANY_ROLE_LABELS[member.role]
        )}
      </td>
      <td className={PHONE_NAMED_CELL} data-label={COMPANY_PAGE_TEXTS.spendingLimits}>
        <LimitsCell member={member} name={name} canManage={canManage} email={email} />
      </td>
      <td className={PHONE_NAMED_CELL} data-label="Joined">
        <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
      </td>
      {canManage && (
        <td className={PHONE_CELL}>
          {!self && (
            <button
              type="button"
              className="btn btn-outline btn-error btn-xs max-md:btn-sm max-md:mt-1"
              aria-label={`${COMPANY_TEXTS.remove} ${name}`}
              disabled={busy}
              onClick={() => onRemove(member)}
            >
              <UserMinus aria-hidden="true" className="size-4" />
              {COMPANY_TEXTS.remove}
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * The company's members (issue 40): name, email, role, a buyer's spending limits and when they joined. A
 * company admin changes a role with its select, sets a buyer's limits in their row and removes a member after a
 * confirm; the server's refusal (the last company admin) is said under the table. Everyone else reads the list.
 */
export function MembersTable({
  mine,
  email,
  canManage,
}: {
  mine: MyCompany;
  email: string;
  canManage: boolean;
}) {
  const changeRole = useChangeRole(email);
  const remove = useRemoveMember(email);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = changeRole.isPending || remove.isPending;
  const columns = [
    "Name",
    "Email",
    COMPANY_TEXTS.role,
    COMPANY_PAGE_TEXTS.spendingLimits,
    "Joined",
    ...(canManage ? ["Actions"] : []),
  ];

  const onRole = (member: CompanyMember, role: CompanyRole) => {
    if (busy) return;
    setError(null);
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast.success(COMPANY_PAGE_TEXTS.roleChanged(nameOf(member), COMPANY_ROLE_LABELS[role])),
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };

  const confirmRemove = (member: CompanyMember) => {
    setError(null);
    remove.mutate(member.userId, {
      onSuccess: () => toast.success(COMPANY_PAGE_TEXTS.memberRemoved(nameOf(member))),
      onError: (failure) => setError(messageOf(failure)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby="company-members" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="company-members" className="card-title">
          {COMPANY_TEXTS.members} <span className="badge badge-ghost">{mine.members.length}</span>
        </h2>
        <div className="overflow-x-auto max-md:overflow-visible">
          <table className={`table ${PHONE_TABLE}`}>
            <caption className="sr-only">
              {COMPANY_TEXTS.members} of {mine.company.name}
            </caption>
            <ColumnHeads columns={columns} className="max-md:hidden" />
            <tbody className="max-md:block">
              {mine.members.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  self={member.userId === mine.userId}
                  canManage={canManage}
                  busy={busy}
                  onRole={onRole}
                  onRemove={setRemoving}
                  email={email}
                />
              ))}
            </tbody>
          </table>
        </div>
        <FormError message={error} />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? COMPANY_PAGE_TEXTS.removeConfirm(nameOf(removing)) : ""}
        message={COMPANY_PAGE_TEXTS.removeDetail}
        confirmLabel={COMPANY_TEXTS.remove}
        cancelLabel="Keep them"
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
