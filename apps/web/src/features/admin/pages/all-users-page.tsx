import { ADMIN_USER_LIMITS, type AdminUser } from "@xpart/shared/schemas";
import { ADMIN_TEXTS } from "@xpart/shared/texts";
import { ShieldCheck, UserX } from "lucide-react";
import { useState } from "react";

import { ConfirmDialog } from "#src/components/confirm-dialog";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useChangeUser, useUsers, type UserAction } from "#src/features/admin/api/users";
import { AdminPage, AdminTable, EmptyResults, QueryStates } from "#src/features/admin/components/admin-page";
import { Pager } from "#src/features/admin/components/pager";
import { SearchBox } from "#src/features/admin/components/search-box";
import { useUrlParams } from "#src/features/admin/hooks/use-url-params";
import { useAuth } from "#src/lib/auth/auth-context";
import { formatDate } from "#src/lib/format-date";
import { toast } from "#src/lib/lazy-toast";

const PAGE_SIZE = ADMIN_USER_LIMITS.maxLimit;
const COLUMNS = ["No.", "Email", "Role", "Created", "Actions"] as const;

const SUCCESS: Record<UserAction, string> = {
  promote: ADMIN_TEXTS.madeAdmin,
  demote: ADMIN_TEXTS.adminRemoved,
  remove: ADMIN_TEXTS.userRemoved,
};

function RoleBadge({ user }: { user: AdminUser }) {
  if (user.disabled) {
    return (
      <span className="badge h-auto gap-1 border-0 bg-base-300 py-0.5 text-base-content">
        <UserX aria-hidden="true" className="size-3.5" />
        Removed
      </span>
    );
  }
  if (user.role === "admin") {
    return (
      <span className="badge h-auto gap-1 border-0 bg-secondary/25 py-0.5 text-base-content">
        <ShieldCheck aria-hidden="true" className="size-3.5" />
        Admin
      </span>
    );
  }
  return <span className="badge border-0 bg-base-200 text-base-content">Customer</span>;
}

interface RowProps {
  user: AdminUser;
  number: number;
  self: boolean;
  busy: boolean;
  onAction: (user: AdminUser, action: UserAction) => void;
}

/** 'Make Admin' for customers only (USERS-02); demote for other admins; 'Remove User' for anyone but yourself. */
function UserRow({ user, number, self, busy, onAction }: RowProps) {
  const live = !user.disabled;
  return (
    <tr>
      <th scope="row">{number}</th>
      <td className="break-all">
        {user.email}
        {self && <span className="ml-2 text-sm text-base-content/75">(you)</span>}
      </td>
      <td>
        <RoleBadge user={user} />
      </td>
      <td>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td>
        <div className="flex flex-wrap gap-2">
          {live && user.role !== "admin" && (
            <button
              type="button"
              className="btn btn-primary btn-xs"
              aria-label={`${ADMIN_TEXTS.makeAdmin}: ${user.email}`}
              disabled={busy}
              onClick={() => onAction(user, "promote")}
            >
              {ADMIN_TEXTS.makeAdmin}
            </button>
          )}
          {live && user.role === "admin" && !self && (
            <button
              type="button"
              className="btn btn-outline btn-xs"
              aria-label={`${ADMIN_TEXTS.removeAdmin}: ${user.email}`}
              disabled={busy}
              onClick={() => onAction(user, "demote")}
            >
              {ADMIN_TEXTS.removeAdmin}
            </button>
          )}
          {live && !self && (
            <button
              type="button"
              className="btn btn-outline btn-error btn-xs"
              aria-label={`${ADMIN_TEXTS.removeUser}: ${user.email}`}
              disabled={busy}
              onClick={() => onAction(user, "remove")}
            >
              {ADMIN_TEXTS.removeUser}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * All Users (spec §2, USERS-01..08): every account with its role and creation date, a search by email,
 * 'Make Admin' (hidden for admins), demoting another admin, and 'Remove User' after a confirm. A 403 says
 * 'You are not authorized to do this' (spec §8); the last admin is kept by the server.
 */
export function AllUsersPage() {
  const { user: me } = useAuth();
  const [params, setParams] = useUrlParams();
  const q = params.get("q")?.trim() ?? "";
  const offsetParam = Number(params.get("offset"));
  const offset = Number.isSafeInteger(offsetParam) && offsetParam > 0 ? offsetParam : 0;
  const users = useUsers({ q, limit: PAGE_SIZE, offset });
  const changeUser = useChangeUser();
  const failed = useAdminFailure();
  const [toRemove, setToRemove] = useState<AdminUser | null>(null);

  const setParam = (key: "q" | "offset", value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key === "q") next.delete("offset");
        return next;
      },
      { replace: key === "q" },
    );

  const run = (user: AdminUser, action: UserAction) =>
    changeUser.mutate(
      { action, email: user.email },
      {
        onSuccess: () => toast.success(SUCCESS[action]),
        onError: failed,
        onSettled: () => {
          if (action === "remove") setToRemove(null);
        },
      },
    );

  const onAction = (user: AdminUser, action: UserAction) => {
    if (changeUser.isPending) return;
    if (action === "remove") setToRemove(user);
    else run(user, action);
  };

  const content = (
    <QueryStates
      query={users}
      isEmpty={(data) => data.users.length === 0}
      empty={
        <EmptyResults
          filtered={q !== ""}
          noMatch={<>No users match &quot;{q}&quot;.</>}
          showAll="Show all users"
          onShowAll={() => setParam("q", "")}
          none="No users yet."
        />
      }
    >
      {({ users: list, total }) => (
        <>
          <AdminTable
            label="Users"
            busy={users.isPlaceholderData}
            scrollHint="Scroll the table sideways for role, date and actions."
            caption="Users, oldest first"
            columns={COLUMNS}
          >
            {list.map((user, index) => (
              <UserRow
                key={user._id}
                user={user}
                number={offset + index + 1}
                self={me?.email.toLowerCase() === user.email.toLowerCase()}
                busy={changeUser.isPending}
                onAction={onAction}
              />
            ))}
          </AdminTable>
          <Pager
            label="Users"
            offset={offset}
            pageSize={PAGE_SIZE}
            total={total}
            shown={list.length}
            busy={users.isPlaceholderData}
            onOffset={(next) => setParam("offset", next ? String(next) : "")}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <AdminPage title={ADMIN_TEXTS.allUsers}>
      <div className="mb-4">
        <SearchBox
          label="Search users"
          placeholder="Email"
          value={q}
          maxLength={ADMIN_USER_LIMITS.maxQueryChars}
          onSearch={(value) => setParam("q", value)}
        />
      </div>
      {content}
      <ConfirmDialog
        open={toRemove !== null}
        title={toRemove ? `${ADMIN_TEXTS.removeUser}: ${toRemove.email}?` : ""}
        message="They are signed out at once and can no longer sign in. Their orders are kept."
        confirmLabel={ADMIN_TEXTS.removeUser}
        cancelLabel="Cancel"
        busy={changeUser.isPending}
        onConfirm={() => toRemove && run(toRemove, "remove")}
        onCancel={() => setToRemove(null)}
      />
    </AdminPage>
  );
}
